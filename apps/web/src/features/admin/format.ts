/** How the console writes money and times (a module of its own: no component library, unit-tested). */

/** Shows "12.50" for USD amounts in tables (the console is for staff: no currency symbol noise). */
export function usd(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Shows "12,500" for counts (members, orders, queues), grouped as the amounts beside them. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * A date-time in the staff member's language and time zone, to the second, on a 24-hour clock in
 * every language (as the app's own times: no "6:42:56 AM" beside "06:41:44", no 清晨 breaking a line).
 */
export function when(iso: string | null, locale: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' });
}

/** A time of today to the second, without its date (an open round's close); another day's with it. */
export function clock(iso: string, locale: string): string {
  const at = new Date(iso);
  return at.toDateString() === new Date().toDateString()
    ? at.toLocaleTimeString(locale, { timeStyle: 'medium', hourCycle: 'h23' })
    : when(iso, locale);
}
