import { formatUsd, parseUsd } from '@roundhouse/game';

/** Formats a USD amount from the API: `$1,234.50`, negative with a minus sign (SPEC.md §1). */
export function formatMoney(usd: number, options: { symbol?: boolean; sign?: boolean } = {}): string {
  return formatUsd(parseUsd(usd) ?? parseUsd(usd.toFixed(2)) ?? (0 as never), options);
}

export function Money({ value, className }: { value: number; className?: string }) {
  return (
    <span className={['money', value < 0 ? 'money-negative' : '', className ?? ''].join(' ').trim()}>
      {formatMoney(value)}
    </span>
  );
}
