import { usdText } from '../../../ui/amount-text';

/**
 * The quick prices per option: the room's minimum order and 2, 5 and 10 times it, in whole dollars
 * (issue 28: never a chip below what the room takes).
 */
export function quickPrices(minbuy: number): number[] {
  const base = Math.max(1, Math.ceil(minbuy));
  return [1, 2, 5, 10].map((times) => base * times);
}

/**
 * The price field's text as typed: a USD amount's (usdText), with at most 8 digits before the
 * point. The point stays where it was typed, so that "200.5" is no whole price (Buy says so)
 * instead of becoming 20050 when the point is dropped. Null: the field keeps its text.
 */
export function priceText(typed: string): string | null {
  const text = usdText(typed);
  return text !== null && /^\d{0,8}(\.|$)/.test(text) ? text : null;
}
