import { AppError } from './app-error.ts';

export const DAY_MS = 86_400_000;

/**
 * The start of the member's day that holds the instant `now`, as an instant: their clock runs
 * `offsetMinutes` behind UTC (a browser's Date#getTimezoneOffset(): -480 in Shanghai).
 */
export function dayStartAt(now: number, offsetMinutes: number): number {
  const offset = offsetMinutes * 60_000;
  return Math.floor((now - offset) / DAY_MS) * DAY_MS + offset;
}

/** A calendar day `yyyy-mm-dd` at the user's UTC offset, as an instant; 1001 on `field` when no such day. */
export function dayStart(day: string, offsetMinutes: number, field = 'value'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new AppError(1001, { field });
  }
  return new Date(utc + offsetMinutes * 60_000);
}

/** The end of a member's day: the start of the next. */
export function dayEnd(day: string, offsetMinutes: number, field = 'value'): Date {
  return new Date(dayStart(day, offsetMinutes, field).getTime() + DAY_MS);
}
