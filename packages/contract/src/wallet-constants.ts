/** Wallet values the web app needs without the schemas. */
export const MIN_RECHARGE_USD = 500;
export const CARD_TYPES = ['Bank', 'USDT-TRC', 'USDT-ERC'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
/** How the console's member list may be ordered (issue 29). */
export const MEMBER_SORTS = ['newest', 'oldest', 'balance'] as const;
/** How the console's queues may be ordered (issue 29). */
export const QUEUE_SORTS = ['newest', 'oldest', 'largest'] as const;
