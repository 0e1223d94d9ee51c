import type { BankCard } from '@roundhouse/contract';

/** How a saved account reads in a list: "HSBC ••••6789" or "USDT-TRC TR7NHq…Lj6t". */
export function cardLabel(card: BankCard): string {
  if (card.type === 'Bank') return `${card.bank} ••••${card.account.replace(/\s/g, '').slice(-4)}`;
  return `${card.type} ${card.address.slice(0, 6)}…${card.address.slice(-4)}`;
}
