/** The pid a lock file names (its first line), or undefined when there is no lock file. */
export function postmasterPid(pidFile: string): number | undefined;
/** What the lock file in a data directory says (postmaster-watch.mjs). */
export function postmasterState(pidFile: string): 'alive' | 'stopped' | 'crashed';
/** Starts a PostgreSQL server again when its postmaster dies unasked; `stop` ends the watch. */
export function watchPostmaster(options: {
  pidFile: string;
  start: () => Promise<unknown> | unknown;
  report: (event: string) => void;
}): { stop(): void };
