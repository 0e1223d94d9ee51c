import type { CallData, getLatestResults, getTrendData, getWinTicker } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { shellData } from '../../../api/shell-data';
import { useSession } from '../../../state/session';
import { gamesKeys } from '../keys';

export function useTrendData() {
  return useQuery({ queryKey: gamesKeys.trend, queryFn: () => callApi(API.getTrendData), refetchInterval: 60_000 });
}

/**
 * What the server rendered home and trend with (api/shell-data.ts): the activity strip, and the
 * charts as a visitor sees them (a member's own wins are theirs to ask for).
 */
export function primeGames(queryClient: QueryClient): void {
  const { language, isLogin } = useSession.getState();
  const { trend, ticker, latest } = shellData(language);
  if (!isLogin && trend && typeof trend === 'object') {
    queryClient.setQueryData(gamesKeys.trend, trend as CallData<typeof getTrendData>);
  }
  if (Array.isArray(ticker)) queryClient.setQueryData(gamesKeys.ticker, ticker as CallData<typeof getWinTicker>);
  if (Array.isArray(latest)) {
    queryClient.setQueryData(gamesKeys.latest(language), latest as CallData<typeof getLatestResults>);
  }
}
