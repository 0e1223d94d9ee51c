/**
 * Money is integer cents inside the system (DESIGN.md §5, STYLE.md "Money"). USD numbers with at
 * most 2 decimals exist only at the edges: the API and the screen.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

export function cents(value: number | bigint | string): Cents {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of cents: ${String(value)}`);
  return n as Cents;
}

/**
 * Parses a USD amount as it crosses the API (a number or a numeric string with at most 2 decimals)
 * without ever doing float arithmetic on it. Returns null when it is not such an amount.
 */
export function parseUsd(value: unknown): Cents | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    if (/e/i.test(text)) return null;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  const amount = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return (sign === '-' && amount !== 0 ? -amount : amount) as Cents;
}

/** Cents to the USD number the API sends (exact: at most 2 decimals). */
export function toUsd(amount: Cents): number {
  return Number((amount / 100).toFixed(2));
}

/**
 * A sum of many rows in cents (a bigint, or the text PostgreSQL sends for one) as the exact USD
 * decimal the API sends for totals: `"-1234.50"`. Never through a float, so no total is ever
 * rounded or refused however large it grows (issue 22, fault 21).
 */
export function usdText(total: bigint | string): string {
  const value = typeof total === 'bigint' ? total : BigInt(total);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * `$1,234.50`, `-$3.00`: USD, 2 decimals, thousands separators (SPEC.md §1), exactly as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it (a test holds it)
 * but written out from the digits: a browser's first number format loads its locale data, one long
 * task of about 80 ms on a throttled phone on every screen that shows money (the trading room's
 * first render), and the server's start paid it too.
 */
export function formatUsd(amount: Cents, options: { symbol?: boolean; sign?: boolean } = {}): string {
  const { symbol = true, sign = false } = options;
  const text = formatUsdText(usdText(BigInt(amount)), { symbol });
  return sign && amount > 0 ? `+${text}` : text;
}

/** A USD total as exact decimal text (see usdText) formatted as formatUsd does, without a float. */
export function formatUsdText(total: string, options: { symbol?: boolean } = {}): string {
  const { symbol = true } = options;
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(total);
  if (!match) return total;
  const [, sign, whole = '0', frac] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol ? '$' : ''}${grouped}.${frac}`;
}

/** Multiplies an amount by odds such as 1.95, rounding half away from zero to a whole cent. */
export function mulRate(amount: Cents, rate: number): Cents {
  // Odds have at most 4 decimals: scale them to an integer so the product is exact.
  const scaled = Math.round(rate * 10_000);
  const product = amount * scaled;
  const result = Math.sign(product) * Math.round(Math.abs(product) / 10_000);
  return cents(result);
}
