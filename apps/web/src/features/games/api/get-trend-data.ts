import type { CallData, getGameinfo, getLatestResults, getTrendData, getWinTicker } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { pageAge, shellData } from '../../../api/shell-data';
import { useSession } from '../../../state/session';
import { gamesKeys } from '../keys';

export function useTrendData() {
  return useQuery({ queryKey: gamesKeys.trend, queryFn: () => callApi(API.getTrendData), refetchInterval: 60_000 });
}

/**
 * What the server rendered home, trend and a trading room with (api/shell-data.ts): the activity
 * strip, the charts as a visitor sees them (a member's own wins are theirs to ask for), the room.
 */
export function primeGames(queryClient: QueryClient): void {
  const { language, isLogin } = useSession.getState();
  const { trend, ticker, latest, room } = shellData(language);
  if (!isLogin && trend && typeof trend === 'object') {
    queryClient.setQueryData(gamesKeys.trend, trend as CallData<typeof getTrendData>);
  }
  if (Array.isArray(ticker)) queryClient.setQueryData(gamesKeys.ticker, ticker as CallData<typeof getWinTicker>);
  if (isLogin && room && typeof room.info === 'object') {
    // The time left was the server's when it sent the page: less what has passed since (the room
    // asks the server again as it opens, and counts from that answer).
    const info = room.info as CallData<typeof getGameinfo>;
    const left = Math.max(0, info.diff.minute * 60 + info.diff.second - Math.round(pageAge() / 1000));
    queryClient.setQueryData(gamesKeys.info(room.id), {
      ...info,
      diff: { minute: Math.floor(left / 60), second: left % 60 },
    });
  }
  if (Array.isArray(latest)) {
    queryClient.setQueryData(gamesKeys.latest(language), latest as CallData<typeof getLatestResults>);
  }
}
