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
  it('keeps a decimal point, so that 200.5 is not read as 20050', () => {
    expect(priceText('200.5')).toBe('200.5');
    expect(priceText('200.')).toBe('200.');
    expect(priceText('1,000')).toBe('1000');
    expect(priceText('')).toBe('');
  });

  it('refuses a third decimal, a second point and a ninth digit: the field keeps its text', () => {
    expect(priceText('200.005')).toBeNull();
    expect(priceText('1.2.3')).toBeNull();
    expect(priceText('123456789')).toBeNull();
    expect(priceText('12345678.5')).toBe('12345678.5');
  });
});
