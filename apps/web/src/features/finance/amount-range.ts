import { formatMoney } from '../../ui/money';

/**
 * A product's range of amounts, `$100,000.00 – $299,999.99`; one amount where both ends are the
 * same (the top tier: `$1,500,000.00`). Here, not beside formatMoney: only finance screens use it,
 * and what ui/money holds is on home's first load.
 */
export function formatMoneyRange(min: number, max: number): string {
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
}
