import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query whose answer shows the member's money (balance, withdrawable amount, fund flow,
 * withdrawals, orders and their results, finance contracts) has a key that starts with this, so
 * one call refreshes them all after money moved, whichever feature moved it.
 */
export const MONEY = ['money'] as const;

export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: MONEY });
}
