import { defineCall } from './call.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

export const limitPeriod = z.enum(['day', 'week']);

const limitView = z.object({
  /** USD over the period; null: no limit. */
  amount: z.number().nullable(),
  period: limitPeriod,
  /** A looser limit (or none) that applies from `from`, 24 hours after it was asked for. */
  pending: z.object({ amount: z.number().nullable(), period: limitPeriod, from: z.string() }).nullable(),
  /** What is left of the limit in the current rolling period (USD); null without a limit. */
  left: z.number().nullable(),
});

export const playLimitsData = z.object({
  deposit: limitView,
  loss: limitView,
  reminder_minutes: z.number().int().nullable(),
  /** Self-excluded from orders and recharges until then; null when not. */
  excluded_until: z.string().nullable(),
});
export type PlayLimits = z.infer<typeof playLimitsData>;

const totals = z.object({
  stake: z.number(),
  payout: z.number(),
  /** payout − stake of settled orders. */
  net: z.number(),
  rounds: z.number().int(),
  /** Realised return: payouts ÷ stakes of settled orders, in percent; null before any. */
  return_pct: z.number().nullable(),
});

export const getPlayLimits = defineCall(PATHS.getPlayLimits, 'user', {
  summary: 'Your deposit and loss limits, session reminder and self-exclusion',
  data: playLimitsData,
});

export const setPlayLimit = defineCall(PATHS.setPlayLimit, 'user', {
  summary:
    'Set a deposit or loss limit over a rolling day or week (null removes it): stricter applies at once, looser after 24 hours',
  body: {
    kind: z.enum(['deposit', 'loss']),
    amount: z.union([z.number().min(1).max(100_000_000), z.null()]),
    period: limitPeriod,
  },
  data: playLimitsData,
});

export const setPlayReminder = defineCall(PATHS.setPlayReminder, 'user', {
  summary: 'Show a reminder of time played and the net result every N minutes (5-240), or never (null)',
  body: { minutes: z.union([z.number().int().min(5).max(240), z.null()]) },
  data: playLimitsData,
});

export const selfExclude = defineCall(PATHS.selfExclude, 'user', {
  summary: 'Exclude yourself from orders and recharges for 1, 7 or 30 days; it cannot be undone before it ends',
  body: { days: z.union([z.literal(1), z.literal(7), z.literal(30)]) },
  data: playLimitsData,
});

export const getPlayStats = defineCall(PATHS.getPlayStats, 'user', {
  summary: 'Your play today, over 7 and 30 days, all time and since `since`, with the rooms’ stated RTP',
  body: { since: z.iso.datetime({ offset: true }).optional() },
  data: z.object({
    today: totals,
    week: totals,
    month: totals,
    all: totals,
    since: totals.nullable(),
    /** The lowest and highest RTP the enabled rooms state, in percent. */
    rtp: z.object({ min: z.number(), max: z.number() }),
  }),
});
