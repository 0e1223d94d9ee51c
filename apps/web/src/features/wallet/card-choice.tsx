import type { BankCard } from '@roundhouse/contract';

/**
 * How a saved account reads as a choice: "HSBC ••••6789" or "USDT-TRC TR7NHq…Lj6t", on one line. A
 * bank name too long for the screen ends in an ellipsis; the account's last four digits always show.
 */
export function CardChoice({ card }: { card: BankCard }) {
  const [name, end] =
    card.type === 'Bank'
      ? [card.bank, `••••${card.account.replace(/\s/g, '').slice(-4)}`]
      : [card.type, `${card.address.slice(0, 6)}…${card.address.slice(-4)}`];
  return (
    <span className="card-choice">
      <span className="card-choice-name">{name}</span>
      <span className="card-choice-end">{end}</span>
    </span>
  );
}
