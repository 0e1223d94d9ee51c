import { defineCall } from './call.ts';
import { requestId, smallId, text } from './fields.ts';
import { PATHS } from './paths.ts';
import { usdAmount } from './wallet.ts';
import * as z from './zod.ts';

/** A fixed-term product, in the request's language; every figure follows from its terms. */
export const financeProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The contract text (sanitised HTML is not needed: plain text with line breaks). */
  contract: z.string(),
  /** USD. */
  min: z.number(),
  max: z.number(),
  /** Percent of the principal per day, e.g. 0.15. */
  daily_rate: z.number(),
  days: z.number().int(),
  /** daily_rate × days, percent. */
  total_return: z.number(),
  /** daily_rate × 365, percent (simple, not compounded). */
  annual_rate: z.number(),
});
export type FinanceProduct = z.infer<typeof financeProduct>;

export const financeAccrual = z.object({
  period: z.number().int(),
  amount: z.number(),
  at: z.string(),
});

export const financeContract = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  principal: z.number(),
  daily_rate: z.number(),
  days: z.number().int(),
  starts_at: z.string(),
  matures_at: z.string(),
  /** Seconds per accrual period (a day, unless the operator runs shorter ones for a demo). */
  period_seconds: z.number().int(),
  periods_paid: z.number().int(),
  interest_accrued: z.number(),
  interest_expected: z.number(),
  status: z.enum(['active', 'matured']),
});
export type FinanceContract = z.infer<typeof financeContract>;

export const financeProducts = defineCall(PATHS.financeProducts, 'optional', {
  summary: 'The enabled fixed-term products with their terms; for a member also the pledged total',
  data: z.object({
    products: z.array(financeProduct),
    pledged: z.number(),
    /** Seconds in one accrual period: 86,400 (a day) unless the operator runs short ones for a demo. */
    period_seconds: z.number().int(),
  }),
});

export const financeTransfer = defineCall(PATHS.financeTransfer, 'user', {
  membersOnly: true,
  summary:
    'Transfer cash into a fixed-term contract (100,000-1,500,000 USD) with the payment password; the product is the tier the amount falls in, or the one chosen',
  body: {
    amount: usdAmount.optional(),
    pwd: text(64),
    product_id: smallId.optional(),
    request_id: requestId,
  },
  data: financeContract,
});

export const financeOrders = defineCall(PATHS.financeOrders, 'user', {
  summary: 'Your contracts, newest first',
  data: z.array(financeContract),
});

export const financeOrder = defineCall(PATHS.financeOrder, 'user', {
  summary: 'One of your contracts with its accrual entries',
  body: { id: smallId },
  data: financeContract.extend({ accruals: z.array(financeAccrual) }),
});
