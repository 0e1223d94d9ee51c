import type { Cents } from '@roundhouse/game';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { AccountKind } from '../../db/schema.ts';
import { LedgerAuditRepository } from './audit.repository.ts';

export const USER_ACCOUNT_KINDS = ['user_cash', 'user_withdraw_hold', 'user_pledge'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = Exclude<AccountKind, UserAccountKind>;
export type AccountRef = { user: number; kind: UserAccountKind } | { system: SystemAccountKind };

export interface NewEntry {
  txn_id: number;
  account_id: number;
  amount_cents: Cents;
  balance_after_cents: Cents | null;
}

/** The ledger's tables (DESIGN.md §5). Only the ledger service calls this; it keeps the rules. */
export class LedgerRepository {
  /** The audit's reads of these tables, and its place in them. */
  readonly audits: LedgerAuditRepository;

  constructor(private readonly db: Db) {
    this.audits = new LedgerAuditRepository(db);
  }

  /** Opens a new user's cash, withdrawal-hold and pledge accounts at zero. */
  async openUserAccounts(trx: Executor, userId: number): Promise<void> {
    await trx
      .insertInto('accounts')
      .values(USER_ACCOUNT_KINDS.map((kind) => ({ kind, user_id: userId })))
      .onConflict((oc) => oc.columns(['user_id', 'kind']).where('user_id', 'is not', null).doNothing())
      .execute();
  }

  /** A new transaction; undefined when its (user, request id) was posted before. */
  insertTxn(
    trx: Executor,
    txn: {
      reason: string;
      userId: number | null;
      ref?: { type: string; id: number } | undefined;
      requestId?: string | undefined;
    },
  ) {
    return trx
      .insertInto('ledger_txns')
      .values({
        reason: txn.reason,
        user_id: txn.userId,
        ref_type: txn.ref?.type ?? null,
        ref_id: txn.ref?.id ?? null,
        request_id: txn.requestId ?? null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'request_id']).where('request_id', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  /**
   * Adds `amount` to a user account unless that would take it below zero (no read-then-write):
   * answers the balance after, or undefined when refused.
   */
  async moveUserBalance(trx: Executor, accountId: number, amount: number): Promise<number | undefined> {
    const row = await trx
      .updateTable('accounts')
      .set({ balance_cents: sql<Cents>`balance_cents + ${amount}` })
      .where('id', '=', accountId)
      .where(sql<boolean>`balance_cents + ${amount} >= 0`)
      .returning('balance_cents')
      .executeTakeFirst();
    return row?.balance_cents;
  }

  async insertEntries(trx: Executor, entries: NewEntry[]): Promise<void> {
    await trx.insertInto('ledger_entries').values(entries).execute();
  }

  /**
   * Credits many users' cash from one system account in ONE statement: every balance updated, every
   * entry written with its balance after, and the system account's one debit entry for the total
   * (the ledger checks each statement's transactions balance). The members and amounts travel as two
   * arrays, so any number of them is two parameters. Answers how many members were credited.
   * Credits never lower a balance, so one batched update is safe.
   */
  async creditCash(trx: Executor, txnId: number, from: SystemAccountKind, credits: [number, number][]) {
    const users = credits.map(([user]) => user);
    const amounts = credits.map(([, amount]) => amount);
    const { rows } = await sql<{ credited: number }>`
      with v(user_id, amount) as (select * from unnest(${users}::bigint[], ${amounts}::bigint[])),
      updated as (
        update accounts a set balance_cents = a.balance_cents + v.amount
        from v where a.user_id = v.user_id and a.kind = 'user_cash'
        returning a.id, v.amount, a.balance_cents
      ),
      written as (
        insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
        select ${txnId}::bigint, id, amount, balance_cents from updated
        union all
        select ${txnId}::bigint, s.id, -(select sum(amount) from updated)::bigint, null
        from accounts s where s.user_id is null and s.kind = ${from}
        returning account_id
      )
      select count(*)::int - 1 as credited from written`.execute(trx);
    return rows[0]?.credited ?? 0;
  }

  /** The ids of the accounts named, in the same order. */
  async resolve(trx: Executor, refs: AccountRef[]): Promise<number[]> {
    const users = refs.filter((r): r is { user: number; kind: UserAccountKind } => 'user' in r);
    const systems = refs.filter((r): r is { system: SystemAccountKind } => 'system' in r);
    const rows = await trx
      .selectFrom('accounts')
      .select(['id', 'kind', 'user_id'])
      .where((eb) =>
        eb.or([
          ...users.map((u) => eb.and([eb('user_id', '=', u.user), eb('kind', '=', u.kind)])),
          ...systems.map((s) => eb.and([eb('user_id', 'is', null), eb('kind', '=', s.system)])),
        ]),
      )
      .execute();
    return refs.map((ref) => {
      const row = rows.find((r) =>
        'user' in ref ? r.user_id === ref.user && r.kind === ref.kind : r.user_id === null && r.kind === ref.system,
      );
      if (!row) throw new Error(`no account ${JSON.stringify(ref)}`);
      return row.id;
    });
  }

  async balance(userId: number, kind: UserAccountKind, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('accounts')
      .select('balance_cents')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.balance_cents ?? 0;
  }

  /** A user's entries of one account between two instants, newest first (the fund flow). */
  entries(userId: number, kind: UserAccountKind, from: Date, to: Date, limit: number) {
    return (
      this.db
        .selectFrom('ledger_entries as e')
        .innerJoin('accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_txns as t', 't.id', 'e.txn_id')
        .select([
          'e.id',
          'e.created_at',
          'e.amount_cents',
          'e.balance_after_cents',
          't.reason',
          't.ref_type',
          't.ref_id',
        ])
        .where('a.user_id', '=', userId)
        .where('a.kind', '=', kind)
        .where('e.created_at', '>=', from)
        .where('e.created_at', '<', to)
        // Entry ids follow each account's balance (its row is locked while an entry is written);
        // transaction start times do not, when postings run in parallel.
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute()
    );
  }

  /**
   * Money through members' accounts since an instant, by the member's day (UTC less `tzOffset`
   * minutes, as Date#getTimezoneOffset gives it) and reason: what the console's dashboard adds up.
   */
  async dailyTotals(since: Date, tzOffset: number) {
    const result = await sql<{ day: string; reason: string; kind: string; total: string }>`
      select to_char((e.created_at at time zone 'UTC') - make_interval(mins => ${tzOffset}), 'YYYY-MM-DD') as day,
             t.reason, a.kind, sum(e.amount_cents) as total
      from ledger_entries e
      join accounts a on a.id = e.account_id
      join ledger_txns t on t.id = e.txn_id
      where e.created_at >= ${since} and a.user_id is not null
        and t.reason in ('recharge', 'withdraw_paid', 'bet', 'bet_cancelled', 'payout')
      group by 1, 2, 3`.execute(this.db);
    // The sum stays numeric (text): all members' money over days can pass 2^53 cents.
    return result.rows.map((r) => ({ ...r, total: BigInt(r.total) }));
  }
}
