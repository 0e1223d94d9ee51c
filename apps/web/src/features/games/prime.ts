import type { Locale, ScreenData } from '@roundhouse/contract';
import type { QueryClient } from '@tanstack/react-query';
import { gamesKeys } from './keys';

/**
 * What home, trend and a trading room were rendered with (api/shell-data.ts: by the server, or in
 * the page it sent): the activity strip, the charts as a visitor sees them (a member's own wins are
 * theirs to ask for), a member's room. `ageMs`: how long ago the data was read.
 */
export function primeGames(
  queryClient: QueryClient,
  { language, isLogin, ageMs }: { language: Locale; isLogin: boolean; ageMs: number },
  { trend, ticker, latest, room }: ScreenData,
): void {
  if (!isLogin && trend && typeof trend === 'object') queryClient.setQueryData(gamesKeys.trend, trend);
  if (Array.isArray(ticker)) queryClient.setQueryData(gamesKeys.ticker, ticker);
  if (isLogin && room && typeof room.info === 'object') {
    // The time left was the server's when it read it: less what has passed since (the room asks the
    // server again as it opens, and counts from that answer).
    const info = room.info;
    const left = Math.max(0, info.diff.minute * 60 + info.diff.second - Math.round(ageMs / 1000));
    queryClient.setQueryData(gamesKeys.info(room.id), {
      ...info,
      diff: { minute: Math.floor(left / 60), second: left % 60 },
    });
  }
  if (Array.isArray(latest)) queryClient.setQueryData(gamesKeys.latest(language), latest);
}
