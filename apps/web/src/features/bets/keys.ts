import { MONEY } from '../../session';

/** "My bets" moves with money: an order placed, cancelled or settled changes it. */
export const betsKeys = {
  list: (filter: object) => [...MONEY, 'bets', filter] as const,
};
