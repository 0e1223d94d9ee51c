import { describe, expect, it } from 'vitest';
import { priceText, quickPrices } from './prices';

describe('quick prices', () => {
  it("start at the room's minimum order, in whole dollars", () => {
    expect(quickPrices(20)).toEqual([20, 40, 100, 200]);
    expect(quickPrices(500)).toEqual([500, 1000, 2500, 5000]);
    expect(quickPrices(12.5)).toEqual([13, 26, 65, 130]);
    expect(quickPrices(0)).toEqual([1, 2, 5, 10]);
  });
});

describe('the price as typed', () => {
  it('keeps a decimal point, so that 200.5 is not read as 20050; refuses a ninth digit', () => {
    const kept = { '200.5': '200.5', '200.': '200.', '1,000': '1000', '12345678.5': '12345678.5', '': '' };
    for (const [typed, text] of Object.entries(kept)) expect(priceText(typed), typed).toBe(text);
    // Refused (null): the field keeps its text.
    for (const typed of ['200.005', '1.2.3', '123456789']) expect(priceText(typed), typed).toBeNull();
  });
});
