import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (a local timestamp), ticking while the page is shown. */
export function useCountdown(deadline: number | undefined): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function formatClock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
