import { GAME_TYPES, HALLS } from '@roundhouse/game';
import { BET_STATUSES } from './bets-constants.ts';
import { defineCall } from './call.ts';
import { bigId, gameType, isoDay, seqno, smallId, tzOffset } from './fields.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

export const bet = z.object({
  id: z.number().int(),
  seqno: z.number(),
  gametype: z.literal(GAME_TYPES),
  roomid: z.number().int(),
  /** The room's name in the request's language. */
  room: z.string(),
  hall: z.literal(HALLS),
  /** The outcome chosen (0–3) and its label in the room's labels and the request's language. */
  value: z.number().int(),
  valuecn: z.string(),
  money: z.number(),
  rate: z.number(),
  status: z.enum(BET_STATUSES),
  payout: z.number(),
  created_at: z.string(),
  /** The round's result ("14 · Rise · Even") once drawn, else null. */
  result: z.string().nullable(),
});
export type Bet = z.infer<typeof bet>;

export const getMyBets = defineCall(PATHS.getMyBets, 'user', {
  summary:
    'Your orders across rounds, newest first, filtered by game, room, round, days and status; a page at a time (before_id: the last id of the page before)',
  body: {
    gametype: gameType.optional(),
    roomid: smallId.optional(),
    /** One round of `gametype`. */
    seqno: seqno.optional(),
    /** Placed on or after this day and on or before `end` (the member's days, by tz_offset). */
    start: isoDay.optional(),
    end: isoDay.optional(),
    tz_offset: tzOffset.optional(),
    status: z.enum(BET_STATUSES).optional(),
    before_id: bigId.optional(),
  },
  data: z.object({
    list: z.array(bet),
    /** The before_id of the next page; null when this is the last. */
    next: z.number().int().nullable(),
  }),
});
