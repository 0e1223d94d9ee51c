import { useCallback, useSyncExternalStore } from 'react';

/** When each answer that came with the page was read, by this device's clock (readFromPage). */
const readAt = new WeakMap<object, number>();
/** When the data of the screen the server rendered into the page was read (the server: as it renders). */
let screenReadAt: number | undefined;

/**
 * Marks `data` as read at `at`: an answer that came with the page, which the server's screen shows
 * as it was then (the room's time left). The app takes that screen over as it is (hydration), so
 * its first render counts from the same moment; every later one from now.
 */
export function readFromPage(data: object, at: number): void {
  readAt.set(data, at);
  screenReadAt = at;
}

/** The moment an answer's times count from: the page's, when it came with the page; else now. */
export function answeredAt(data: object): number {
  return readAt.get(data) ?? Date.now();
}

const secondsUntil = (deadline: number | undefined, now: number) =>
  deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * What `read` makes of the seconds left until `deadline` (a local timestamp), kept up while the page
 * is shown. The clock is read four times a second, but the component is drawn again only when what
 * `read` gives changes. While the app takes the server's screen over, it reads the clock as the
 * server did (useSyncExternalStore's server snapshot), and the next frame says the time now.
 */
function useClock<T>(deadline: number | undefined, read: (secondsLeft: number) => T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (deadline === undefined) return () => {};
      const timer = setInterval(changed, 250);
      return () => clearInterval(timer);
    },
    [deadline],
  );
  return useSyncExternalStore(
    subscribe,
    () => read(secondsUntil(deadline, Date.now())),
    () => read(secondsUntil(deadline, screenReadAt ?? Date.now())),
  );
}

const same = (seconds: number) => seconds;
const reached = (seconds: number) => seconds === 0;

/** Seconds left until `deadline`, drawn again each second: keep it in the component that shows it. */
export function useCountdown(deadline: number | undefined): number {
  return useClock(deadline, same);
}

/**
 * Whether `deadline` has come (or is unknown), drawn again only when that changes: what a screen
 * under a countdown decides by (the trading room closes at zero) without being drawn every second.
 */
export function useDeadlineReached(deadline: number | undefined): boolean {
  return useClock(deadline, reached);
}

export function formatClock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
