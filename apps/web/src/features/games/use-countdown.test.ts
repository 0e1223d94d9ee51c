import { describe, expect, it } from 'vitest';
import { untilNextSecond } from './use-countdown';

const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

describe('untilNextSecond', () => {
  it('wakes just after the seconds left change, never a second late, never before', () => {
    const deadline = 1_000_000;
    for (const now of [
      deadline - 60_000,
      deadline - 2500,
      deadline - 2000,
      deadline - 1999,
      deadline - 1,
      deadline - 999,
    ]) {
      const wait = untilNextSecond(deadline, now);
      // Before the wake-up the display stays; at it, it has changed by one.
      expect(secondsLeft(deadline, now + wait - 5)).toBe(secondsLeft(deadline, now));
      expect(secondsLeft(deadline, now + wait)).toBe(secondsLeft(deadline, now) - 1);
      expect(wait).toBeLessThanOrEqual(1004);
    }
  });

  it('reads the clock once a second after the deadline, in case the device clock is set back', () => {
    expect(untilNextSecond(1000, 1000)).toBe(1000);
    expect(untilNextSecond(1000, 5000)).toBe(1000);
  });
});
