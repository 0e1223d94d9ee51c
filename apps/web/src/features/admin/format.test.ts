import { describe, expect, it } from 'vitest';
import { clock, count, usd, when } from './format';

/** ICU separates date and time with a space of its choosing (a narrow no-break one, some years). */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("the console's money and times", () => {
  // An evening of another day, so a 12-hour clock would show it as 6 … PM / 下午 / 晚上.
  const evening = new Date(2026, 10, 20, 18, 41, 44).toISOString();

  it('writes times on a 24-hour clock in every language, to the second', () => {
    expect(plain(when(evening, 'en-US'))).toBe('11/20/26, 18:41:44');
    expect(plain(when(evening, 'zh-CN'))).toBe('2026/11/20 18:41:44');
    expect(plain(when(evening, 'zh-TW'))).toBe('2026/11/20 18:41:44');
    expect(when(null, 'en-US')).toBe('—');
  });

  it("writes today's time without its date, another day's with it", () => {
    const today = new Date();
    today.setHours(21, 5, 9, 0);
    for (const locale of ['en-US', 'zh-CN', 'zh-TW']) expect(clock(today.toISOString(), locale)).toBe('21:05:09');
    expect(clock(evening, 'zh-TW')).toBe(when(evening, 'zh-TW'));
  });

  it('writes amounts with two decimals and thousands separators, without a currency sign', () => {
    expect(usd(1234.5)).toBe('1,234.50');
    expect(usd(-0.07)).toBe('-0.07');
  });

  it('writes counts with thousands separators', () => {
    expect(count(12500)).toBe('12,500');
    expect(count(7)).toBe('7');
  });
});
