import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall } from '../call.ts';
import { tzOffset } from '../fields.ts';
import * as z from '../zod.ts';

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────────

/**
 * A sum over many rows: USD as exact decimal text (`"-1234.50"`), never a float, so a total stays
 * exact however large it grows (issue 22, fault 21).
 */
export const usdTotal = z.string().regex(/^-?\d+\.\d{2}$/);

export const moneyTotals = z.object({
  deposits: usdTotal,
  withdrawals: usdTotal,
  stakes: usdTotal,
  payouts: usdTotal,
  /** Stakes less payouts (cancelled orders count in neither). */
  house: usdTotal,
});
export type MoneyTotals = z.infer<typeof moneyTotals>;

export const adminDashboard = staffCall(ADMIN_PATHS.adminDashboard, 'read', {
  summary: "Today's and 7 days' money, open rounds, pending queues, members online, the last ledger audit",
  body: { tz_offset: tzOffset.optional() },
  data: z.object({
    today: moneyTotals,
    week: moneyTotals,
    days: z.array(moneyTotals.extend({ day: z.string() })),
    open_rounds: z.array(
      z.object({
        game_type: z.number().int(),
        seqno: z.number(),
        closes_at: z.string(),
        orders: z.number().int(),
        stake: usdTotal,
      }),
    ),
    pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
    /** WebSocket connections to this server process. */
    online: z.number().int(),
    members: z.number().int(),
    last_audit: z.object({ ok: z.boolean(), at: z.string(), problems: z.number().int() }).nullable(),
  }),
});
