import { MONEY } from '../../session';

/** Responsible play's query keys: the limits' "left" and the totals move with money. */
export const playKeys = {
  limits: [...MONEY, 'play', 'limits'] as const,
  stats: (since: string | undefined) => [...MONEY, 'play', 'stats', since] as const,
};
