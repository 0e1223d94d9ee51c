import { describe, expect, it } from 'vitest';
import { rtp, sumDistribution, winningOutcomes } from './games.ts';

describe('game rules', () => {
  it('calls 14-27 rise and 0-13 fall for digits, 11-18 rise and 3-10 fall for dice', () => {
    expect(winningOutcomes(1, 14)).toEqual({ 0: true, 1: false, 2: false, 3: true });
    expect(winningOutcomes(1, 13)).toEqual({ 0: false, 1: true, 2: true, 3: false });
    expect(winningOutcomes(2, 11)).toEqual({ 0: true, 1: false, 2: true, 3: false });
    expect(winningOutcomes(2, 10)).toEqual({ 0: false, 1: true, 2: false, 3: true });
  });

  it('gives every outcome a probability of exactly 1/2', () => {
    for (const type of [1, 2] as const) {
      const dist = sumDistribution(type);
      const p = (test: (s: number) => boolean) => [...dist].filter(([s]) => test(s)).reduce((a, [, q]) => a + q, 0);
      expect(p((s) => winningOutcomes(type, s)[0])).toBeCloseTo(0.5, 12);
      expect(p((s) => s % 2 === 1)).toBeCloseTo(0.5, 12);
    }
  });

  it('explains odds as return to player', () => {
    expect(rtp(1.95)).toBe(0.975);
    expect(rtp(2)).toBe(1);
  });
});
