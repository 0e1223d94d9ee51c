import { type Cents, cents } from './money.ts';

/**
 * Fixed-term contract arithmetic (issue 11), shared by the server that pays and the screens that
 * show the schedule. Rates are integer millionths of the principal per day (0.15% = 1,500).
 */

/** A daily rate in percent as the API shows it (0.15) → millionths per day (1,500). */
export function ppmOfPercent(percent: number): number {
  return Math.round(percent * 10_000);
}

/** Millionths per day (1,500) → the percent the API shows (0.15); also for rate × days or × 365. */
export function percentOfPpm(ppm: number): number {
  return Math.round(ppm) / 10_000;
}

/** principal × rate × days in cents, rounded half up once (exact integer arithmetic). */
export function totalInterest(principal: number, ppm: number, days: number): Cents {
  const exact = BigInt(principal) * BigInt(ppm) * BigInt(days);
  return cents(Number((exact * 2n + 1_000_000n) / 2_000_000n));
}

/** What period `period` (1-based) of `days` pays: equal whole cents, the last takes the remainder. */
export function periodInterest(total: number, days: number, period: number): Cents {
  const each = Math.floor(total / days);
  return cents(period < days ? each : total - each * (days - 1));
}

/** The whole schedule: each period's payment and the running total, in cents. */
export function interestSchedule(principal: number, ppm: number, days: number) {
  const total = totalInterest(principal, ppm, days);
  let running = 0;
  return Array.from({ length: days }, (_, i) => {
    const amount = periodInterest(total, days, i + 1);
    running += amount;
    return { period: i + 1, amount, cumulative: cents(running) };
  });
}
