import { MONEY } from '../../session';

/** The wallet's query keys; what shows money sits under MONEY (session/money.ts). */
export const walletKeys = {
  leftmoney: [...MONEY, 'wallet', 'leftmoney'] as const,
  flow: (range: { start: string; end: string }) => [...MONEY, 'wallet', 'flow', range.start, range.end] as const,
  withdrawals: [...MONEY, 'wallet', 'withdrawals'] as const,
  bankcards: ['wallet', 'bankcards'] as const,
};
