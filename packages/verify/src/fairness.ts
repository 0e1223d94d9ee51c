import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { type DrawRule, drawRule } from './rules.ts';

/**
 * Provable fairness (DESIGN.md §6), the scheme bustabit made standard, for three numbers:
 * - a chain of seeds: s_N random, s_{i-1} = SHA-256(s_i); s_0 (the terminal hash) is published first;
 * - round k uses s_k; before it opens s_{k-1} = SHA-256(s_k) is public, after it closes s_k is;
 * - numbers: d = HMAC-SHA256(key = s_k, message = salt), read as big-endian uint32s, each accepted
 *   if below ⌊2³²/n⌋·n and taken mod n (+ min); when d runs out, HMAC(s_k, salt + ":" + j), j = 1, 2, …
 * Seeds are 32 raw bytes, shown as 64 lowercase hex characters; the salt is UTF-8 text.
 * The server draws with this file, and the verifier (CLI, verify.html, the app's /verify) checks with it.
 */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

export function fromHex(hex: string): Uint8Array {
  if (!isSeedHex(hex)) throw new Error('a seed is 64 lowercase hex characters');
  return hexToBytes(hex);
}

export function isSeedHex(hex: unknown): hex is string {
  return typeof hex === 'string' && /^[0-9a-f]{64}$/.test(hex);
}

export function hashSeed(seed: Uint8Array): Uint8Array {
  return sha256(seed);
}

/** SHA-256 of UTF-8 text, as hex (the commitment log's links). */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** s_k of a chain of `length` whose top seed is s_N = `top`: SHA-256 applied N − k times. */
export function seedAt(top: Uint8Array, length: number, k: number): Uint8Array {
  if (!Number.isInteger(k) || k < 0 || k > length) throw new RangeError(`no seed ${k} in a chain of ${length}`);
  let seed = top;
  for (let i = length; i > k; i--) seed = sha256(seed);
  return seed;
}

/** The published terminal hash s_0 of a chain. */
export function terminalHash(top: Uint8Array, length: number): Uint8Array {
  return seedAt(top, length, 0);
}

/** The three numbers of a round from its seed and the chain's salt, by a game type or its rule. */
export function drawNumbers(seed: Uint8Array, salt: string, game: number | DrawRule): [number, number, number] {
  const rule = typeof game === 'number' ? drawRule(game) : game;
  if (!rule) throw new RangeError(`no game type ${String(game)}`);
  const { min, max } = rule;
  const n = max - min + 1;
  const limit = Math.floor(2 ** 32 / n) * n;
  const numbers: number[] = [];
  for (let j = 0; numbers.length < 3; j++) {
    const message = j === 0 ? salt : `${salt}:${j}`;
    const digest = hmac(sha256, seed, utf8ToBytes(message));
    const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
    for (let offset = 0; offset + 4 <= digest.length && numbers.length < 3; offset += 4) {
      const x = view.getUint32(offset, false);
      if (x < limit) numbers.push((x % n) + min);
    }
  }
  return numbers as [number, number, number];
}

export interface Verification {
  /** SHA-256 of the revealed seed equals the hash published before the round opened. */
  hashMatches: boolean;
  /** The hash computed from the revealed seed. */
  computedHash: string;
  numbers: [number, number, number];
  sum: number;
  /** The numbers equal the ones the round settled with (when given). */
  numbersMatch: boolean | null;
  ok: boolean;
}

/** Recomputes one round from what the server revealed (the app's verify page, and the chain check). */
export function verifyRound(input: {
  seed: string;
  previousHash: string;
  salt: string;
  gameType: number;
  settled?: readonly number[] | undefined;
}): Verification {
  const seed = fromHex(input.seed);
  const computedHash = toHex(hashSeed(seed));
  const hashMatches = computedHash === input.previousHash.toLowerCase();
  const numbers = drawNumbers(seed, input.salt, input.gameType);
  const numbersMatch = input.settled ? numbers.every((v, i) => v === input.settled?.[i]) : null;
  return {
    hashMatches,
    computedHash,
    numbers,
    sum: numbers[0] + numbers[1] + numbers[2],
    numbersMatch,
    ok: hashMatches && numbersMatch !== false,
  };
}
