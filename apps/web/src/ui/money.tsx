import { formatUsd, parseUsd } from '@roundhouse/game';

/** Formats a USD amount from the API: `$1,234.50`, negative with a minus sign (SPEC.md §1). */
export function formatMoney(usd: number, options: { symbol?: boolean; sign?: boolean } = {}): string {
  return formatUsd(parseUsd(usd) ?? parseUsd(usd.toFixed(2)) ?? (0 as never), options);
}

/** A range of amounts, `$100,000.00 – $299,999.99`; one amount where both ends are the same. */
export function formatMoneyRange(min: number, max: number): string {
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
}

export function Money({ value, className }: { value: number; className?: string }) {
  return (
    <span className={['money', value < 0 ? 'money-negative' : '', className ?? ''].join(' ').trim()}>
      {formatMoney(value)}
    </span>
  );
}
