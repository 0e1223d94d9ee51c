/** Wallet values the web app needs without the schemas. */
export const MIN_RECHARGE_USD = 500;
export const CARD_TYPES = ['Bank', 'USDT-TRC', 'USDT-ERC'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
