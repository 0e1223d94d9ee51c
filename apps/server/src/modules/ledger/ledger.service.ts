import { type Cents, cents } from '@roundhouse/game';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { AccountKind } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export type UserAccountKind = Extract<AccountKind, `user_${string}`>;
export type SystemAccountKind = Exclude<AccountKind, UserAccountKind>;
export type AccountRef = { user: number; kind: UserAccountKind } | { system: SystemAccountKind };

/** Why money moved; localised for the fund flow at the API edge (contract: LEDGER_REASONS). */
export type LedgerReason =
  | 'recharge'
  | 'withdraw_request'
  | 'withdraw_rejected'
  | 'withdraw_paid'
  | 'bet'
  | 'bet_cancelled'
  | 'payout'
  | 'pledge_in'
  | 'interest'
  | 'principal'
  | 'adjustment';

export interface Leg {
  account: AccountRef;
  /** Positive raises the account's balance, negative lowers it. The legs of a posting sum to zero. */
  amount: Cents;
}

export interface Posting {
  reason: LedgerReason;
  userId: number | null;
  ref?: { type: string; id: number };
  /**
   * The client's id for a money-moving request, kept for tracing. The calling operation claims it
   * first (modules/request-keys); a second posting with the same id is refused (3017), never
   * answered as if it had moved money.
   */
  requestId?: string | undefined;
  legs: Leg[];
}

export interface Posted {
  txnId: number;
  /** Each user account's balance right after this posting (what the caller answers with). */
  balances: { user: number; kind: UserAccountKind; balance: Cents }[];
}

/** The balance a posting left on one user account. */
export function balanceAfter(posted: Posted, user: number, kind: UserAccountKind): Cents {
  const found = posted.balances.find((b) => b.user === user && b.kind === kind);
  if (!found) throw new Error(`the posting did not touch ${kind} of user ${user}`);
  return found.balance;
}

export interface AuditReport {
  ok: boolean;
  transactions: number;
  entries: number;
  unbalanced: { txn_id: number; total: number }[];
  emptyTransactions: number[];
  balanceMismatches: { account_id: number; balance: number; sum: number }[];
  runningBalanceBreaks: { entry_id: number; account_id: number }[];
  negativeBalances: { account_id: number; balance: number }[];
}

/**
 * Double-entry postings in integer cents (DESIGN.md §5): the one way money moves. Each posting is
 * one ledger transaction whose entries sum to zero; user balances change by conditional updates
 * that never let them go below zero; system accounts carry no running balance.
 */
export class LedgerService {
  constructor(private readonly db: Db) {}

  /**
   * Posts inside the caller's database transaction. Throws 1025 if a user account would go
   * negative, 3017 if the request id was posted before.
   */
  async post(trx: Executor, posting: Posting): Promise<Posted> {
    const total = posting.legs.reduce((sum, leg) => sum + leg.amount, 0);
    if (
      posting.legs.length < 2 ||
      total !== 0 ||
      posting.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)
    ) {
      throw new Error(`unbalanced posting ${JSON.stringify(posting)}`);
    }
    const txn = await trx
      .insertInto('ledger_txns')
      .values({
        kind: posting.reason,
        reason: posting.reason,
        user_id: posting.userId,
        ref_type: posting.ref?.type ?? null,
        ref_id: posting.ref?.id ?? null,
        request_id: posting.requestId ?? null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'request_id']).where('request_id', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!txn) throw new AppError(3017, { field: 'request_id' });

    const accountIds = await this.resolve(
      trx,
      posting.legs.map((l) => l.account),
    );
    // User accounts in id order, so that two postings touching the same accounts cannot deadlock.
    const ordered = posting.legs
      .map((leg, i) => ({ leg, accountId: accountIds[i] as number }))
      .sort((a, b) => a.accountId - b.accountId);
    const entries: { txn_id: number; account_id: number; amount_cents: number; balance_after_cents: number | null }[] =
      [];
    const balances: Posted['balances'] = [];
    for (const { leg, accountId } of ordered) {
      let balanceAfter: number | null = null;
      if ('user' in leg.account) {
        const row = await trx
          .updateTable('accounts')
          .set({ balance_cents: sql<number>`balance_cents + ${leg.amount}` })
          .where('id', '=', accountId)
          .where(sql<boolean>`balance_cents + ${leg.amount} >= 0`)
          .returning('balance_cents')
          .executeTakeFirst();
        if (!row) throw new AppError(1025);
        balanceAfter = row.balance_cents;
        balances.push({ user: leg.account.user, kind: leg.account.kind, balance: cents(row.balance_cents) });
      }
      entries.push({
        txn_id: txn.id,
        account_id: accountId,
        amount_cents: leg.amount,
        balance_after_cents: balanceAfter,
      });
    }
    await trx.insertInto('ledger_entries').values(entries).execute();
    return { txnId: txn.id, balances };
  }

  /**
   * Credits many users' cash from one system account in ONE ledger transaction with one system
   * entry (settlement: DESIGN.md §6). Credits never lower a balance, so one batched update is safe.
   */
  async creditMany(
    trx: Executor,
    posting: {
      reason: LedgerReason;
      ref: { type: string; id: number };
      from: SystemAccountKind;
      credits: Map<number, number>;
    },
  ): Promise<number | null> {
    const credits = [...posting.credits].filter(([, amount]) => amount > 0);
    if (credits.length === 0) return null;
    const txn = await trx
      .insertInto('ledger_txns')
      .values({
        kind: posting.reason,
        reason: posting.reason,
        user_id: null,
        ref_type: posting.ref.type,
        ref_id: posting.ref.id,
        request_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let total = 0;
    // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
    for (let i = 0; i < credits.length; i += 10_000) {
      const chunk = credits.slice(i, i + 10_000);
      const values = sql.join(chunk.map(([user, amount]) => sql`(${user}::bigint, ${amount}::bigint)`));
      // One statement updates every balance and writes every entry with its balance after.
      const rows = await sql<{ amount: number }>`
        with v(user_id, amount) as (values ${values}),
        updated as (
          update accounts a set balance_cents = a.balance_cents + v.amount
          from v where a.user_id = v.user_id and a.kind = 'user_cash'
          returning a.id, v.amount, a.balance_cents
        )
        insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
        select ${txn.id}, id, amount, balance_cents from updated
        returning amount_cents as amount`.execute(trx);
      if (rows.rows.length !== chunk.length) throw new Error('a credited user has no cash account');
      total += rows.rows.reduce((sum, r) => sum + Number(r.amount), 0);
    }
    const [system] = await this.resolve(trx, [{ system: posting.from }]);
    await trx
      .insertInto('ledger_entries')
      .values({ txn_id: txn.id, account_id: system as number, amount_cents: -total, balance_after_cents: null })
      .execute();
    return txn.id;
  }

  /** A user's account balance in cents. */
  async balance(userId: number, kind: UserAccountKind, trx: Executor = this.db): Promise<Cents> {
    const row = await trx
      .selectFrom('accounts')
      .select('balance_cents')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return cents(row?.balance_cents ?? 0);
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

  /** Every invariant of DESIGN.md §5, checked from the stored rows alone. */
  async audit(): Promise<AuditReport> {
    const [counts, unbalanced, empty, mismatches, breaks, negative] = await Promise.all([
      sql<{ transactions: number; entries: number }>`
        select (select count(*) from ledger_txns)::int as transactions, (select count(*) from ledger_entries)::int as entries`.execute(
        this.db,
      ),
      sql<{ txn_id: number; total: number }>`
        select txn_id, sum(amount_cents)::bigint as total from ledger_entries group by txn_id having sum(amount_cents) <> 0`.execute(
        this.db,
      ),
      sql<{ id: number }>`
        select t.id from ledger_txns t where not exists (select 1 from ledger_entries e where e.txn_id = t.id)`.execute(
        this.db,
      ),
      sql<{ account_id: number; balance: number; sum: number }>`
        select a.id as account_id, a.balance_cents as balance, coalesce(sum(e.amount_cents), 0)::bigint as sum
        from accounts a left join ledger_entries e on e.account_id = a.id
        where a.user_id is not null
        group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`.execute(this.db),
      sql<{ entry_id: number; account_id: number }>`
        select id as entry_id, account_id from (
          select e.id, e.account_id, e.balance_after_cents,
                 sum(e.amount_cents) over (partition by e.account_id order by e.id) as running
          from ledger_entries e join accounts a on a.id = e.account_id where a.user_id is not null
        ) x where balance_after_cents is distinct from running`.execute(this.db),
      sql<{ account_id: number; balance: number }>`
        select id as account_id, balance_cents as balance from accounts
        where user_id is not null and balance_cents < 0`.execute(this.db),
    ]);
    const report: AuditReport = {
      ok: false,
      transactions: counts.rows[0]?.transactions ?? 0,
      entries: counts.rows[0]?.entries ?? 0,
      unbalanced: unbalanced.rows,
      emptyTransactions: empty.rows.map((r) => r.id),
      balanceMismatches: mismatches.rows,
      runningBalanceBreaks: breaks.rows,
      negativeBalances: negative.rows,
    };
    report.ok =
      report.unbalanced.length === 0 &&
      report.emptyTransactions.length === 0 &&
      report.balanceMismatches.length === 0 &&
      report.runningBalanceBreaks.length === 0 &&
      report.negativeBalances.length === 0;
    return report;
  }

  private async resolve(trx: Executor, refs: AccountRef[]): Promise<number[]> {
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
}

/** The audit's findings as sentences, for the operator and the command line. */
export function describeAudit(report: AuditReport): string[] {
  return [
    ...report.unbalanced.map((u) => `transaction ${u.txn_id} does not sum to zero (${u.total} cents)`),
    ...report.emptyTransactions.map((id) => `transaction ${id} has no entries`),
    ...report.balanceMismatches.map(
      (m) => `account ${m.account_id} shows ${m.balance} cents but its entries sum to ${m.sum}`,
    ),
    ...report.runningBalanceBreaks.map(
      (b) => `entry ${b.entry_id} of account ${b.account_id} breaks the running balance`,
    ),
    ...report.negativeBalances.map((n) => `account ${n.account_id} is negative (${n.balance} cents)`),
  ];
}
