import { type Kysely, sql } from 'kysely';

/**
 * The ledger audit's progress, so that the scheduled audit reads only what was written since the
 * last one (decision 032). Per member account: the last entry checked and the sum of its entries up
 * to it. For the whole ledger: the ids below which every row was checked, and the marks that will
 * move them (each mark is safe once every transaction that was running when it was taken is over).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_audit_checkpoints (
      account_id bigint primary key references accounts (id) on delete cascade,
      entry_id bigint not null,
      sum_cents bigint not null
    )`.execute(db);
  await sql`
    create table ledger_audit_marks (
      id smallint primary key default 1 check (id = 1),
      safe_txn_id bigint not null default 0,
      safe_entry_id bigint not null default 0,
      marks jsonb not null default '[]'
    )`.execute(db);
  await sql`insert into ledger_audit_marks default values`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ledger_audit_marks, ledger_audit_checkpoints`.execute(db);
}
