import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Deposits and withdrawals waiting for staff: how many and how much (the console, the metrics). */
export async function pendingTotals(
  db: Db,
): Promise<{ deposits: number; withdrawals: number; depositCents: number; withdrawalCents: number }> {
  const { rows } = await sql<Record<'deposits' | 'withdrawals' | 'deposit_cents' | 'withdrawal_cents', string>>`
    select d.n as deposits, d.cents as deposit_cents, w.n as withdrawals, w.cents as withdrawal_cents
    from (select count(*) as n, coalesce(sum(amount_cents), 0) as cents from deposits where status = 'pending') d,
         (select count(*) as n, coalesce(sum(amount_cents), 0) as cents from withdrawals where status = 'pending') w`.execute(
    db,
  );
  const figure = (key: keyof (typeof rows)[number]) => Number(rows[0]?.[key] ?? 0);
  return {
    deposits: figure('deposits'),
    withdrawals: figure('withdrawals'),
    depositCents: figure('deposit_cents'),
    withdrawalCents: figure('withdrawal_cents'),
  };
}
