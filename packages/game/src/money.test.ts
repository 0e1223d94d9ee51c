import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents, formatUsd, formatUsdText, mulRate, parseUsd, toUsd, usdText } from './money.ts';

describe('parseUsd', () => {
  it('reads numbers and strings with up to two decimals as cents', () => {
    expect(parseUsd(500)).toBe(50_000);
    expect(parseUsd(0.1)).toBe(10);
    expect(parseUsd('19.99')).toBe(1_999);
    expect(parseUsd('7.5')).toBe(750);
    expect(parseUsd(-3)).toBe(-300);
  });

  it('rejects more than two decimals, exponents and non-numbers', () => {
    for (const bad of [1.234, '1.234', 1e21, 'abc', '', null, undefined, Number.NaN, Infinity, '1,000', {}]) {
      expect(parseUsd(bad)).toBeNull();
    }
  });

  it('round-trips every cent amount through toUsd', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (n) => {
        expect(parseUsd(toUsd(n as Cents))).toBe(n);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('shows USD with 2 decimals and thousands separators', () => {
    expect(formatUsd(cents(123_456_789))).toBe('$1,234,567.89');
    expect(formatUsd(cents(0))).toBe('$0.00');
    expect(formatUsd(cents(-300))).toBe('-$3.00');
    expect(formatUsd(cents(5), { symbol: false })).toBe('0.05');
    expect(formatUsd(cents(100), { sign: true })).toBe('+$1.00');
    expect(formatUsd(cents(-100), { sign: true })).toBe('-$1.00');
    expect(formatUsd(cents(-0))).toBe('$0.00');
  });

  it("writes every amount as the browser's en-US currency format does", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatUsd(cents(n))).toBe(usd.format(n / 100));
        expect(formatUsd(cents(n), { symbol: false })).toBe(plain.format(n / 100));
      }),
    );
  });
});

describe('cents and mulRate', () => {
  it('refuses fractional cents', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });

  it('pays stake × odds exactly to the cent', () => {
    expect(mulRate(cents(2_000), 1.95)).toBe(3_900);
    expect(mulRate(cents(1), 1.95)).toBe(2);
    expect(mulRate(cents(333), 1.95)).toBe(649);
  });

  it('never drifts from integer arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 10_000, max: 100_000 }), (n, r) => {
        const expected = Math.round((n * r) / 10_000);
        expect(mulRate(n as Cents, r / 10_000)).toBe(expected);
      }),
    );
  });
});

describe('usdText: totals as exact decimals (issue 22, fault 21)', () => {
  it('writes small, negative and zero totals with two decimals', () => {
    expect(usdText(0n)).toBe('0.00');
    expect(usdText(5n)).toBe('0.05');
    expect(usdText(-5n)).toBe('-0.05');
    expect(usdText('123450')).toBe('1234.50');
    expect(usdText('-100')).toBe('-1.00');
  });

  it('stays exact past 2^53 cents, where a float would round', () => {
    const past = 2n ** 53n + 1n;
    expect(Number.isSafeInteger(Number(past))).toBe(false);
    expect(usdText(past)).toBe('90071992547409.93');
    expect(usdText(past * 1000n)).toBe('90071992547409930.00');
  });

  it('agrees with toUsd wherever a number is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(Number(usdText(BigInt(n)))).toBe(toUsd(cents(n)));
      }),
    );
  });

  it('formats a total like formatUsd, without a float', () => {
    expect(formatUsdText('1234567.50')).toBe('$1,234,567.50');
    expect(formatUsdText('-0.05')).toBe('-$0.05');
    expect(formatUsdText('90071992547409.93', { symbol: false })).toBe('90,071,992,547,409.93');
    expect(formatUsdText('1234.5')).toBe('1234.5');
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (n) => {
        expect(formatUsdText(usdText(BigInt(n)))).toBe(formatUsd(cents(n)));
      }),
    );
  });
});
