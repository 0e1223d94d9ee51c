import { describe, expect, it } from 'vitest';
import { interestSchedule, periodInterest, ppmOfPercent, totalInterest } from './finance.ts';

describe('finance arithmetic', () => {
  it('pays principal × rate × days exactly, the last period taking the remainder', () => {
    expect(totalInterest(10_000_000, 1_500, 15)).toBe(225_000);
    expect(totalInterest(10_000_037, 1_500, 15)).toBe(225_001);
    expect(periodInterest(225_001, 15, 1)).toBe(15_000);
    expect(periodInterest(225_001, 15, 15)).toBe(15_001);
    for (const [principal, percent, days] of [
      [10_000_037, 0.15, 15],
      [150_000_000, 1.3, 60],
      [79_999_999, 0.3, 30],
    ] as const) {
      const schedule = interestSchedule(principal, ppmOfPercent(percent), days);
      expect(schedule).toHaveLength(days);
      expect(schedule.at(-1)?.cumulative).toBe(totalInterest(principal, ppmOfPercent(percent), days));
      expect(schedule.every((s) => Number.isInteger(s.amount) && s.amount >= 0)).toBe(true);
    }
    expect(ppmOfPercent(0.15)).toBe(1_500);
    expect(ppmOfPercent(1.3)).toBe(13_000);
  });
});
