/**
 * The quick prices per option: the room's minimum order and 2, 5 and 10 times it, in whole dollars
 * (issue 28: never a chip below what the room takes).
 */
export function quickPrices(minbuy: number): number[] {
  const base = Math.max(1, Math.ceil(minbuy));
  return [1, 2, 5, 10].map((times) => base * times);
}
