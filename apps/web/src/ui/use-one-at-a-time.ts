import { useRef, useState } from 'react';

/** How long a tap may wait before the screen says it is waiting (a fast answer shows nothing). */
const SAY_WAITING_AFTER_MS = 250;

/**
 * `action`, once at a time: a tap that comes while an earlier one still waits (for the member, for a
 * list) is ignored, so two quick taps open one dialog or one screen, not two. `waitingFor` is the
 * waiting tap's arguments once it has waited a moment (a slow link), for the tapped control to show
 * it (`aria-busy`); otherwise undefined.
 */
export function useOneAtATime<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): [run: (...args: A) => Promise<void>, waitingFor: A | undefined] {
  const running = useRef(false);
  const [waitingFor, setWaitingFor] = useState<A>();
  const run = async (...args: A): Promise<void> => {
    if (running.current) return;
    running.current = true;
    const saying = setTimeout(() => setWaitingFor(args), SAY_WAITING_AFTER_MS);
    try {
      await action(...args);
    } finally {
      clearTimeout(saying);
      running.current = false;
      setWaitingFor(undefined);
    }
  };
  return [run, waitingFor];
}
