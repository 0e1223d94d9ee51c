/**
 * Provable fairness (DESIGN.md §6) lives in @roundhouse/verify, the standalone verifier, so that the
 * server draws and every verifier (CLI, verify.html, the app's /verify page) checks with one
 * implementation (issue 27). The game package passes it on to the rest of the code.
 */
export {
  drawNumbers,
  fromHex,
  hashSeed,
  seedAt,
  terminalHash,
  toHex,
  type Verification,
  verifyRound,
} from '@roundhouse/verify/fairness';
