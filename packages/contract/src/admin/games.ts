import { HALLS } from '@roundhouse/game';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall, stepUpBody } from '../call.ts';
import { GAP_SECONDS, LIST_ORDER, ODDS, ROUND_SECONDS } from '../console-limits.ts';
import { gameType, requestId, smallId, wholeNumber } from '../fields.ts';
import { langFields } from '../lang.ts';
import * as z from '../zod.ts';
import { consoleUsd, title } from './shared.ts';

// ── Rooms, timing, fairness ──────────────────────────────────────────────────────────────────────

const odds = z.number().min(ODDS.min).max(ODDS.max);
export const adminRoom = z.object({
  id: z.number().int(),
  game_type: z.number().int(),
  hall: z.number().int(),
  ...langFields('title', () => z.string()),
  minjoin: z.number(),
  minbuy: z.number(),
  /** Rise, fall, odd, even: the odds of the open round. */
  rates: z.array(z.number()).length(4),
  /** Odds saved for the next round, with the moment they apply (the next slot's opening). */
  next_rates: z.array(z.number()).length(4).nullable(),
  next_from: z.string().nullable(),
  label_set: z.enum(['trade', 'classic']),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type AdminRoom = z.infer<typeof adminRoom>;

export const adminRooms = staffCall(ADMIN_PATHS.adminRooms, 'read', {
  summary: 'Every room, enabled or not, with any odds waiting for the next round',
  data: z.array(adminRoom),
});

export const adminSaveRoom = staffCall(ADMIN_PATHS.adminSaveRoom, 'operate', {
  stepUp: 'large',
  summary:
    'Create a room (no id) or edit one; new odds apply from the next round, never the open one (step-up when the odds are new)',
  body: {
    id: smallId.optional(),
    game_type: gameType,
    hall: z.literal(HALLS),
    ...langFields('title', () => title),
    minjoin: consoleUsd,
    minbuy: consoleUsd,
    rates: z.tuple([odds, odds, odds, odds]),
    label_set: z.enum(['trade', 'classic']),
    enabled: z.boolean(),
    sort: wholeNumber(LIST_ORDER.min, LIST_ORDER.max),
    ...stepUpBody,
    /** A create's own id: sent again, it answers the row the first sending made (an edit ignores it). */
    request_id: requestId,
  },
  data: adminRoom,
});

export const roundTiming = z.object({
  game_type: z.number().int(),
  round_seconds: z.number().int(),
  gap_seconds: z.number().int(),
  /** When these times took (or take) effect; null for the server's configured start. */
  from: z.string().nullable(),
  /** True while these times wait for their slot (until `from` the previous ones run). */
  pending: z.boolean(),
});

export const adminTiming = staffCall(ADMIN_PATHS.adminTiming, 'read', {
  summary: "Each game type's round and gap seconds",
  data: z.array(roundTiming),
});

const roundSeconds = wholeNumber(ROUND_SECONDS.min, ROUND_SECONDS.max);
const gapSeconds = wholeNumber(GAP_SECONDS.min, GAP_SECONDS.max);

export const adminSetTiming = staffCall(ADMIN_PATHS.adminSetTiming, 'operate', {
  summary: "Change a game type's round and gap seconds from its next slot",
  body: { game_type: gameType, round_seconds: roundSeconds, gap_seconds: gapSeconds },
  data: roundTiming,
});

export const adminChain = z.object({
  id: z.number().int(),
  game_type: z.number().int(),
  terminal_hash: z.string(),
  salt: z.string(),
  salt_origin: z.string(),
  length: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** Rounds are drawn from it now. */
  active: z.boolean(),
  /** Its salt can still be set (live mode, no round yet). */
  salt_editable: z.boolean(),
  created_at: z.string(),
});
export type AdminChain = z.infer<typeof adminChain>;

export const adminChains = staffCall(ADMIN_PATHS.adminChains, 'read', {
  summary: 'Every fairness chain: terminal hash, salt and its origin, rounds used and left',
  data: z.array(adminChain),
});

export const adminRotateChain = staffCall(ADMIN_PATHS.adminRotateChain, 'operate', {
  summary: 'Publish a new chain for a game type; its rounds start after the current one ends (announced)',
  body: { game_type: gameType },
  data: adminChain,
});

export const adminSetSalt = staffCall(ADMIN_PATHS.adminSetSalt, 'operate', {
  stepUp: 'always',
  summary:
    "Live mode: set a chain's public salt (e.g. a future block hash) before its first round; then fixed (step-up)",
  body: {
    chain_id: smallId,
    salt: z.string().regex(/^[0-9A-Za-z]{8,128}$/, '8-128 letters and digits'),
    origin: title,
    ...stepUpBody,
  },
  data: adminChain,
});
