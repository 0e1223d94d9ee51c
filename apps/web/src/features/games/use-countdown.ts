import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number | undefined) =>
  deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until `deadline` (a local timestamp), ticking while the page is shown. The clock is
 * read four times a second, but the screen is drawn again only when the second shown changes (the
 * whole trading room hangs under this hook).
 */
export function useCountdown(deadline: number | undefined): number {
  const [, setShown] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setShown(secondsUntil(deadline)), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  // Read in the render itself, so a new deadline counts from its first frame.
  return secondsUntil(deadline);
}

export function formatClock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
