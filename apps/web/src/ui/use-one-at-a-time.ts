import { useRef } from 'react';

/**
 * `action`, once at a time: a tap that comes while an earlier one still waits (for the member, for a
 * list) is ignored, so two quick taps open one dialog or one screen, not two.
 */
export function useOneAtATime<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  return async (...args: A): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
