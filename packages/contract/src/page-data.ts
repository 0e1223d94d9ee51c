import type { CallData } from './call.ts';
import type { slide } from './content.ts';
import type { getGameinfo, getLatestResults, getTrendData, getWinTicker } from './games.ts';

/**
 * What the server rendered a first visit's screen from besides the configuration (decision 015):
 * sent in the page beside the screen, in the language it rendered, so the app starts from the same
 * data and draws the same screen over it instead of a loading state. Each is the answer of the call
 * the screen would make.
 */
export interface ScreenData {
  /** Home's banners, as slide answers. */
  banners?: CallData<typeof slide>;
  /** Home's activity: the latest wins and results. */
  ticker?: CallData<typeof getWinTicker>;
  latest?: CallData<typeof getLatestResults>;
  /** The trend screen's charts as a visitor sees them (no member's wins). */
  trend?: CallData<typeof getTrendData>;
  /** A trading room as getGameinfo answered for any member when the page was sent. */
  room?: { id: number; info: CallData<typeof getGameinfo> };
}
