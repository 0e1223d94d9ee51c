import { describe, expect, it } from 'vitest';
import { LogRepeats } from './log-repeats.ts';

describe('LogRepeats', () => {
  it('logs the first of a kind, counts the rest of the window, and logs the next with the count', () => {
    let now = 0;
    const repeats = new LogRepeats(10_000, () => now);
    expect(repeats.take('busy')).toEqual({ skipped: 0 });
    for (let i = 0; i < 500; i++) {
      now += 10;
      expect(repeats.take('busy')).toBeUndefined();
    }
    // Another kind is its own.
    expect(repeats.take('other')).toEqual({ skipped: 0 });
    now = 10_000;
    expect(repeats.take('busy')).toEqual({ skipped: 500 });
    expect(LogRepeats.say('database busy', 500)).toBe('database busy (and 500 more like it in the 10 s before)');
    expect(LogRepeats.say('database busy', 0)).toBe('database busy');
    // After a quiet window, the next is logged as a first again.
    now = 30_000;
    expect(repeats.take('busy')).toEqual({ skipped: 0 });
  });
});
