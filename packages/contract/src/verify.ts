import { GAME_TYPES } from '@roundhouse/game';
import { defineCall } from './call.ts';
import { gameType, smallId, wholeNumber } from './fields.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

/**
 * The public data an independent verifier reads (issue 27; packages/verify): chains, revealed
 * seeds by range, and the commitment log. Public, answerable to any origin (a verify.html opened
 * from disk), paged, and rate-limited per address.
 */

/** The most rows one page answers. */
export const VERIFY_PAGE_MAX = 1000;

const pageLimit = wholeNumber(1, VERIFY_PAGE_MAX).optional();

export const getChains = defineCall(PATHS.getChains, 'public', {
  crossOrigin: true,
  summary: 'Every fairness chain: terminal hash, salt and where it came from, length and rounds drawn so far',
  body: { gametype: gameType.optional() },
  data: z.array(
    z.object({
      id: z.number().int(),
      gametype: z.literal(GAME_TYPES),
      terminal_hash: z.string(),
      salt: z.string(),
      salt_origin: z.string(),
      length: z.number().int(),
      /** Seeds used so far (rounds of the chain, revealed or not yet). */
      used: z.number().int(),
      created_at: z.string(),
    }),
  ),
});

export const getSeeds = defineCall(PATHS.getSeeds, 'public', {
  crossOrigin: true,
  summary:
    "A chain's drawn rounds in chain order, with revealed seed, commitment and numbers: those after chain index `after`, optionally within a seqno range, at most `limit` (1000)",
  body: {
    chain_id: smallId,
    after: wholeNumber(0, 2_147_483_647).optional(),
    limit: pageLimit,
    from_seqno: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
    to_seqno: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
  },
  data: z.object({
    list: z.array(
      z.object({
        seqno: z.number(),
        chain_index: z.number().int(),
        commit_hash: z.string(),
        seed: z.string(),
        numbers: z.array(z.number().int()),
        sum: z.number().int(),
        status: z.enum(['drawn', 'settled']),
        opens_at: z.string(),
        closes_at: z.string(),
      }),
    ),
  }),
});

export const getCommitments = defineCall(PATHS.getCommitments, 'public', {
  crossOrigin: true,
  summary:
    'The append-only commitment log, oldest first: each chain (and salt) committed before its first round, each entry carrying the SHA-256 of the one before',
  body: { after: wholeNumber(0, 2_147_483_647).optional(), limit: pageLimit },
  data: z.object({
    list: z.array(
      z.object({
        seq: z.number().int(),
        kind: z.enum(['chain', 'salt']),
        chain_id: z.number().int(),
        gametype: z.number().int(),
        terminal_hash: z.string(),
        length: z.number().int(),
        salt: z.string(),
        salt_origin: z.string(),
        created_at: z.string(),
        prev: z.string(),
        hash: z.string(),
      }),
    ),
    /** The newest entry (the log's head), whatever page this is; null while the log is empty. */
    head: z.object({ seq: z.number().int(), hash: z.string(), created_at: z.string() }).nullable(),
  }),
});
