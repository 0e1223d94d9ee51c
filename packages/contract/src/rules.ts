/** Validation constants shared by the server and the forms (SPEC.md §5, §9). */
export const RULES = {
  passwordMin: 6,
  passwordMax: 16,
  password: /^[A-Za-z0-9]+$/,
  username: /^[A-Za-z0-9]+$/,
  usernameMax: 32,
  payPassword: /^\d{6,}$/,
  payPasswordMax: 16,
  phoneDigits: /^\d{6,15}$/,
  defaultQuhao: '852',
  smsResendSeconds: 60,
  smsCodeTtlSeconds: 300,
  requestTimeoutMs: 6000,
} as const;

/** A username that is all digits is a phone number (it needs an area code). */
export function looksLikePhone(username: string): boolean {
  return /^\d+$/.test(username);
}

/** Order rules of SPEC.md §5, used by the trading room and by the server alike. */
export const ORDER_RULES = {
  /** At most this many selections in one order (1035). */
  maxSelections: 9,
  /** The price of one selection: a whole number of USD in [1, maxPrice] (1036). */
  maxPrice: 10_000_000,
  outcomes: [0, 1, 2, 3],
} as const;

export interface OrderSelection {
  outcome: number;
  /** The odds the member saw; they must still be the room's (1034). */
  odds: number;
  /** Whole USD per selection. */
  price: number;
}

/**
 * The first rule an order breaks, as its catalogue code, or null: no selection (1038), too many
 * (1035), an unknown or repeated outcome (1030), a price that is not a whole number in range
 * (1036), odds that are no longer the room's (1034), a total below the room's minimum (1037).
 * The round being open (1029) and the balance (1025) are checked where they are known.
 */
export function orderProblem(
  selections: OrderSelection[],
  room: { rates: readonly number[]; minbuy: number },
): 1038 | 1035 | 1030 | 1036 | 1034 | 1037 | null {
  if (selections.length === 0) return 1038;
  if (selections.length > ORDER_RULES.maxSelections) return 1035;
  const seen = new Set<number>();
  for (const { outcome, odds, price } of selections) {
    if (!(ORDER_RULES.outcomes as readonly number[]).includes(outcome) || seen.has(outcome)) return 1030;
    seen.add(outcome);
    if (!Number.isInteger(price) || price < 1 || price > ORDER_RULES.maxPrice) return 1036;
    if (Math.round(odds * 10_000) !== Math.round((room.rates[outcome] ?? 0) * 10_000)) return 1034;
  }
  const totalCents = selections.reduce((sum, s) => sum + s.price * 100, 0);
  if (totalCents < Math.round(room.minbuy * 100)) return 1037;
  return null;
}
