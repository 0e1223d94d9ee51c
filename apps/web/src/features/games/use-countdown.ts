import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number | undefined) =>
  deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * What `read` makes of the seconds left until `deadline` (a local timestamp), kept up while the page
 * is shown. The clock is read four times a second, but the component is drawn again only when what
 * `read` gives changes.
 */
function useClock<T>(deadline: number | undefined, read: (secondsLeft: number) => T): T {
  const [, setShown] = useState(() => read(secondsUntil(deadline)));
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setShown(read(secondsUntil(deadline))), 250);
    return () => clearInterval(timer);
  }, [deadline, read]);
  // Read in the render itself, so a new deadline counts from its first frame.
  return read(secondsUntil(deadline));
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
