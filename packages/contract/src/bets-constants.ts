/** What became of an order: still open, cancelled (refunded), won or lost. */
export const BET_STATUSES = ['open', 'cancelled', 'won', 'lost'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** How many orders one page of "My bets" holds. */
export const MY_BETS_PAGE = 20;
