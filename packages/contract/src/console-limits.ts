/**
 * What the console's number fields accept: the calls' bodies check these and the console's fields
 * hold to them before anything is sent. No schemas here, so the console can import it.
 */

/** The round and gap lengths (seconds) an operator may set for a game type (adminSetTiming). */
export const ROUND_SECONDS = { min: 10, max: 3_600 } as const;
export const GAP_SECONDS = { min: 1, max: 600 } as const;

/** Withdrawals a member may request per UTC day (0: no limit). */
export const WITHDRAWALS_A_DAY = { min: 0, max: 100 } as const;

/** Any USD figure an operator types: whole cents, up to a billion. */
export const CONSOLE_USD = { min: 0, max: 1_000_000_000, step: 0.01 } as const;

/** A room's minimum order total (USD): at least a dollar (one cent per option would be no order). */
export const ROOM_MINBUY = { min: 1, max: CONSOLE_USD.max, step: 0.01 } as const;

/** A room's odds (stored in basis points, so four decimals at most). */
export const ODDS = { min: 1.01, max: 10, step: 0.0001 } as const;

/** A room's, an article's, a banner's or a product's place in its list. */
export const LIST_ORDER = { min: 0, max: 10_000 } as const;

/** A finance product's daily rate (percent, stored in millionths) and its term in days. */
export const DAILY_RATE = { min: 0.0001, max: 10, step: 0.0001 } as const;
export const PRODUCT_DAYS = { min: 1, max: 3_650 } as const;

/** The lifetime settled stake (USD) that reaches a VIP level. */
export const VIP_STAKE = { min: 0, max: 1_000_000_000_000, step: 0.01 } as const;
