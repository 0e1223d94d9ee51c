import { GAME_TYPES, HALLS } from '@roundhouse/game';
import { bet } from './bets.ts';
import { defineCall } from './call.ts';
import { bigId, gameType, requestId, seqno, smallId, tzOffset, wholeNumber } from './fields.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

export const room = z.object({
  id: z.number().int(),
  /** The game type (1 digits, 2 dice). */
  type: z.literal(GAME_TYPES),
  /** 1 = VIP hall, 2 = second hall. */
  hall: z.literal(HALLS),
  title: z.string(),
  minjoin: z.number(),
  minbuy: z.number(),
  rate0: z.number(),
  rate1: z.number(),
  rate2: z.number(),
  rate3: z.number(),
  label_set: z.enum(['trade', 'classic']),
});
export type Room = z.infer<typeof room>;

export const drawResult = z.object({
  seqno: z.number(),
  num1: z.number(),
  num2: z.number(),
  num3: z.number(),
  sum: z.number(),
  /** "14 · Rise · Even", in the request's language and the room's labels. */
  resultcn: z.string(),
  /** Which outcomes won, by index. */
  wins: z.array(z.number().int()),
});
export type DrawResult = z.infer<typeof drawResult>;

export const roundInfo = z.object({
  id: z.number().int(),
  seqno: z.number(),
  gametype: z.literal(GAME_TYPES),
  /** The total staked in this room on this round so far (USD). */
  initmoney: z.number(),
  status: z.enum(['open', 'closed', 'drawn', 'settled']),
  opens_at: z.string(),
  closes_at: z.string(),
  /** SHA-256 of this round's seed, published before it opened. */
  commit_hash: z.string(),
});

export const orderView = z.object({
  id: z.number().int(),
  /** Masked: "a***9". */
  username: z.string(),
  seqno: z.number(),
  value: z.number().int(),
  valuecn: z.string(),
  money: z.number(),
  rate: z.number(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type OrderView = z.infer<typeof orderView>;

export const getRoomList = defineCall(PATHS.getRoomList, 'user', {
  summary: 'Rooms of a hall (roomtype 1 = VIP hall, needs VIP level 1+; 2 = second hall)',
  body: { roomtype: gameType },
  data: z.array(room),
});

export const getGameList = defineCall(PATHS.getGameList, 'user', {
  summary: 'The same as getRoomList (the name the first variant uses)',
  body: { roomtype: gameType },
  data: z.array(room),
});

export const getGameinfo = defineCall(PATHS.getGameinfo, 'user', {
  summary: 'A room on entry: the room, its current round, the last results and the time left (diff)',
  body: { roomid: smallId },
  data: z.object({
    room,
    game: roundInfo,
    his: z.array(drawResult),
    /** Time until the round closes (open) or the next opens (closed). */
    diff: z.object({ minute: z.number().int(), second: z.number().int() }),
    server_time: z.string(),
    /** When the next round opens, for the closed state. */
    next_opens_at: z.string(),
  }),
});

export const getVorder = defineCall(PATHS.getVorder, 'user', {
  summary: "The room's orders on the current round, newer than order_id (incremental)",
  body: { roomid: smallId, gameseq: seqno.optional(), order_id: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional() },
  data: z.object({ list: z.array(orderView), order_id: z.number().int() }),
});

export const order = defineCall(PATHS.order, 'user', {
  membersOnly: true,
  summary: 'Place orders on an open round: order_info is [[outcome, odds, price], …], one order per selection',
  body: {
    gameid: bigId,
    roomid: smallId,
    // A bound on the request's size only: the rule (ORDER_RULES.maxSelections) answers 1035.
    order_info: z.array(z.tuple([z.number(), z.number(), z.number()])).max(64),
    /** The order this one copies (follow). */
    follow_of: bigId.optional(),
    request_id: requestId,
  },
  data: z.object({ orders: z.array(z.number().int()), total: z.number(), balance: z.number() }),
});

export const getGamecancel = defineCall(PATHS.getGamecancel, 'user', {
  membersOnly: true,
  summary: 'Cancel one of your orders while its round is open: the stake is refunded in full',
  body: { roomid: smallId, order_id: bigId },
  data: z.object({ refunded: z.number(), balance: z.number() }),
});

export const getOrderinfo = defineCall(PATHS.getOrderinfo, 'user', {
  summary: 'An order to follow: its outcome, odds and money',
  body: { order_id: bigId },
  data: orderView.extend({ roomid: z.number().int(), gameid: z.number().int(), rate_current: z.number() }),
});

export const current = defineCall(PATHS.current, 'user', {
  summary: 'Your award of a round: its result, your stake and payout',
  body: { gameseq: seqno, gametype: gameType },
  data: z.object({
    seqno: z.number(),
    status: z.enum(['open', 'closed', 'drawn', 'settled']),
    result: drawResult.nullable(),
    stake: z.number(),
    payout: z.number(),
    win: z.number(),
  }),
});

export const getGamelog = defineCall(PATHS.getGamelog, 'user', {
  summary: 'Your orders with their results, newest first (optionally of one round)',
  body: { gameseq: seqno.optional(), gametype: gameType.optional() },
  data: z.array(bet),
});

/** The member's days (their browser's Date#getTimezoneOffset()); UTC's without it. */
const memberDay = { tz_offset: tzOffset.optional() };

export const todayWinLost = defineCall(PATHS.todayWinLost, 'user', {
  summary: "Today's result (the member's day, by tz_offset): win = payouts − stakes of settled orders, total = staked",
  body: memberDay,
  data: z.object({ win: z.number(), total: z.number() }),
});

const candleSeries = z.object({
  /** The last round of each candle. */
  categories: z.array(z.string()),
  /** [open, close, low, high] of the sums of 10 consecutive settled rounds. */
  series: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  /** How often each outcome won over the last `rounds` settled rounds (up to 100). */
  frequency: z.object({ rounds: z.number(), wins: z.tuple([z.number(), z.number(), z.number(), z.number()]) }),
});

export const getTrendData = defineCall(PATHS.getTrendData, 'optional', {
  summary:
    "Yesterday's and today's win and total (for a logged-in user, by their day: tz_offset) and each game type's candles",
  body: memberDay,
  data: z.object({
    yeswin: z.number(),
    yestotal: z.number(),
    todaywin: z.number(),
    todaytotal: z.number(),
    chartdata: z.object({ 1: candleSeries, 2: candleSeries }),
  }),
});

export const fairness = defineCall(PATHS.fairness, 'public', {
  summary: 'Fairness chains (terminal hash, salt) and, for a round, its commitment and revealed seed',
  body: { gametype: gameType.optional(), seqno: seqno.optional() },
  data: z.object({
    chains: z.array(
      z.object({
        id: z.number().int(),
        gametype: z.number(),
        terminal_hash: z.string(),
        salt: z.string(),
        salt_origin: z.string(),
        length: z.number(),
        created_at: z.string(),
      }),
    ),
    rounds: z.array(
      z.object({
        seqno: z.number(),
        gametype: z.literal(GAME_TYPES),
        chain_id: z.number(),
        chain_index: z.number(),
        commit_hash: z.string(),
        seed: z.string().nullable(),
        numbers: z.array(z.number()).nullable(),
        status: z.enum(['open', 'closed', 'drawn', 'settled']),
        closes_at: z.string(),
      }),
    ),
  }),
});

export const getWinTicker = defineCall(PATHS.getWinTicker, 'public', {
  summary: 'The latest real winning orders (masked name, game, payout); empty when there are none',
  data: z.array(z.object({ username: z.string(), gametype: z.number(), payout: z.number(), seqno: z.number() })),
});

export const getLatestResults = defineCall(PATHS.getLatestResults, 'public', {
  summary: "The latest settled rounds' results of each game type (home activity); empty before any",
  data: z.array(drawResult.extend({ gametype: z.number().int() })),
});
