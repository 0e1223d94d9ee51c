import { describe, expect, it } from 'vitest';
import { quickPrices } from './prices';

describe('quick prices', () => {
  it("start at the room's minimum order, in whole dollars", () => {
    expect(quickPrices(20)).toEqual([20, 40, 100, 200]);
    expect(quickPrices(500)).toEqual([500, 1000, 2500, 5000]);
    expect(quickPrices(12.5)).toEqual([13, 26, 65, 130]);
    expect(quickPrices(0)).toEqual([1, 2, 5, 10]);
  });
});
