import type { Locale, ScreenData } from '@roundhouse/contract';
import type { QueryClient } from '@tanstack/react-query';
import { gamesKeys } from './keys';
import { readFromPage } from './use-countdown';

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
    // The time left was the server's when it read it, `ageMs` ago: the room counts from then (the room
    // asks the server again as it opens, and counts from that answer).
    queryClient.setQueryData(gamesKeys.info(room.id), room.info);
    readFromPage(room.info, Date.now() - ageMs);
  }
  if (Array.isArray(latest)) queryClient.setQueryData(gamesKeys.latest(language), latest);
}
