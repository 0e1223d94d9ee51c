/**
 * What the server rendered a first visit's screen from besides the configuration (decision 015):
 * sent in the page beside the screen, in the language it rendered, so the app starts from the same
 * data and draws the same screen over it instead of a loading state.
 */
export interface ScreenData {
  banners?: unknown;
  /** Home's activity: the latest wins and results. */
  ticker?: unknown;
  latest?: unknown;
  /** The trend screen's charts as a visitor sees them (no member's wins). */
  trend?: unknown;
  /** A trading room as getGameinfo answered for any member when the page was sent. */
  room?: { id: number; info: unknown };
}
