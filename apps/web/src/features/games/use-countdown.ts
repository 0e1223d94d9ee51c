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
 * How long from `now` until the whole seconds left until `deadline` next change, a few milliseconds
 * past that moment (a timer may run a little early by the wall clock); a second once it has come.
 */
export function untilNextSecond(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 1000;
  return (left % 1000 || 1000) + 4;
}

/**
 * What `read` makes of the seconds left until `deadline` (a local timestamp), kept up while the page
 * is shown. The clock is read once a second, just as the seconds left change (and when the page is
 * shown again); the component is drawn again only when what `read` gives changes. While the app
 * takes the server's screen over, it reads the clock as the server did (useSyncExternalStore's
 * server snapshot), and the next frame says the time now.
 */
function useClock<T>(deadline: number | undefined, read: (secondsLeft: number) => T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (deadline === undefined) return () => {};
      let timer: ReturnType<typeof setTimeout>;
      const tick = () => {
        changed();
        timer = setTimeout(tick, untilNextSecond(deadline, Date.now()));
      };
      timer = setTimeout(tick, untilNextSecond(deadline, Date.now()));
      // A hidden page's timers are slowed down: read the clock as soon as it is shown again.
      document.addEventListener('visibilitychange', changed);
      return () => {
        clearTimeout(timer);
        document.removeEventListener('visibilitychange', changed);
      };
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
