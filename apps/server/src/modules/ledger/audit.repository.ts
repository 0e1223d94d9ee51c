import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { AuditMark } from '../../db/schema.ts';

/** What an audit found: each list empty when its invariant holds (DESIGN.md §5). */
export interface AuditFindings {
  /** Transactions and entries read (all of them, or those since the last audit). */
  transactions: number;
  entries: number;
  unbalanced: { txn_id: number; total: number }[];
  emptyTransactions: number[];
  balanceMismatches: { account_id: number; balance: number; sum: number }[];
  runningBalanceBreaks: { entry_id: number; account_id: number }[];
  negativeBalances: { account_id: number; balance: number }[];
}

/** The one audit that advances the marks at a time (an advisory lock's key: "LEDGERAU"). */
export const AUDIT_LOCK = 0x4c45_4447_4552_4155n;
/** Marks kept waiting at most (one per audit; a transaction left open for days holds them). */
const MARKS_KEPT = 100;

/** The balances no member account may show: below zero. */
const negativeBalances = (db: Executor) =>
  sql<{ account_id: number; balance: number }>`
    select id as account_id, balance_cents as balance from accounts
    where user_id is not null and balance_cents < 0 order by id`.execute(db);

/**
 * The entries of member accounts past `safeEntry` that no audit has checked yet, each with the
 * running balance its account's entries add up to (from the account's checkpoint). Ids follow each
 * member account's balance (its row is locked while an entry is written), so an account's entries
 * that commit later always have higher ids than the ones checked.
 */
const fresh = (safeEntry: number) => sql`
  select e.id, e.account_id, e.amount_cents, e.balance_after_cents,
         coalesce(c.sum_cents, 0) + sum(e.amount_cents) over (partition by e.account_id order by e.id) as running
  from ledger_entries e
  join accounts a on a.id = e.account_id
  left join ledger_audit_checkpoints c on c.account_id = e.account_id
  where e.id > ${safeEntry} and a.user_id is not null and e.id > coalesce(c.entry_id, 0)`;

/** The six reads' rows as one finding (the whole audit and the audit since the last alike). */
function findings(
  counts: { transactions: number; entries: number } | undefined,
  unbalanced: AuditFindings['unbalanced'],
  empty: { id: number }[],
  balanceMismatches: AuditFindings['balanceMismatches'],
  runningBalanceBreaks: AuditFindings['runningBalanceBreaks'],
  negativeBalances: AuditFindings['negativeBalances'],
): AuditFindings {
  return {
    transactions: counts?.transactions ?? 0,
    entries: counts?.entries ?? 0,
    unbalanced,
    emptyTransactions: empty.map((r) => r.id),
    balanceMismatches,
    runningBalanceBreaks,
    negativeBalances,
  };
}

/**
 * The ledger audit's reads (DESIGN.md §5). `full` reads every row; `sinceLast` reads only what was
 * written since the last audit and keeps its place (decision 032).
 */
export class LedgerAuditRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every stored row that breaks an invariant, each kind by one query, one after another: each
   * scans the ledger, and side by side they took the database's every core from the requests (the
   * soak's p99 tripled while the leader audited: issue 25).
   */
  async full(): Promise<AuditFindings> {
    const db = this.db;
    const counts = await sql<{ transactions: number; entries: number }>`
      select (select count(*) from ledger_txns)::int as transactions,
             (select count(*) from ledger_entries)::int as entries`.execute(db);
    const unbalanced = await sql<{ txn_id: number; total: number }>`
      select txn_id, sum(amount_cents)::bigint as total from ledger_entries
      group by txn_id having sum(amount_cents) <> 0 order by txn_id`.execute(db);
    const empty = await sql<{ id: number }>`
      select t.id from ledger_txns t
      where not exists (select 1 from ledger_entries e where e.txn_id = t.id) order by t.id`.execute(db);
    const mismatches = await sql<{ account_id: number; balance: number; sum: number }>`
      select a.id as account_id, a.balance_cents as balance, coalesce(sum(e.amount_cents), 0)::bigint as sum
      from accounts a left join ledger_entries e on e.account_id = a.id
      where a.user_id is not null
      group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0) order by a.id`.execute(db);
    const breaks = await sql<{ entry_id: number; account_id: number }>`
      select id as entry_id, account_id from (
        select e.id, e.account_id, e.balance_after_cents,
               sum(e.amount_cents) over (partition by e.account_id order by e.id) as running
        from ledger_entries e join accounts a on a.id = e.account_id where a.user_id is not null
      ) x where balance_after_cents is distinct from running order by id`.execute(db);
    const negative = await negativeBalances(db);
    return findings(counts.rows[0], unbalanced.rows, empty.rows, mismatches.rows, breaks.rows, negative.rows);
  }

  /**
   * The same checks over the rows written since the last audit, in one snapshot: the transactions
   * past the safe id and those the new entries belong to, the new entries of each member account
   * from its checkpoint, and every member account's balance against its checkpoint plus its new
   * entries. When all hold, the checkpoints and marks move on; when not, nothing moves, so the next
   * audit finds the same. Answers null while another audit holds the lock, and when one finished
   * between this one's snapshot and its lock (the snapshot is taken by the lock's own statement):
   * moving the marks would then fail to serialise, and that audit has already read these rows.
   */
  sinceLast(): Promise<AuditFindings | null> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const lock = await sql<{ got: boolean }>`select pg_try_advisory_xact_lock(${AUDIT_LOCK}) as got`.execute(trx);
        if (!lock.rows[0]?.got) return null;
        const state = await trx.selectFrom('ledger_audit_marks').selectAll().where('id', '=', 1).executeTakeFirst();
        const safe = { txn: state?.safe_txn_id ?? 0, entry: state?.safe_entry_id ?? 0 };
        const found = await this.findSince(trx, safe);
        const ok = Object.values(found).every((v) => typeof v === 'number' || v.length === 0);
        if (ok) await this.advance(trx, safe, state?.marks ?? []);
        return found;
      })
      .catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === '40001') return null;
        throw error;
      });
  }

  private async findSince(trx: Executor, safe: { txn: number; entry: number }): Promise<AuditFindings> {
    const counts = await sql<{ transactions: number; entries: number }>`
      select (select count(*) from ledger_txns where id > ${safe.txn})::int as transactions,
             (select count(*) from ledger_entries where id > ${safe.entry})::int as entries`.execute(trx);
    // An array, so the transactions are found through the index, never by a scan.
    const unbalanced = await sql<{ txn_id: number; total: number }>`
      select txn_id, sum(amount_cents)::bigint as total from ledger_entries
      where txn_id = any (array(
        select txn_id from ledger_entries where id > ${safe.entry}
        union select id from ledger_txns where id > ${safe.txn}))
      group by txn_id having sum(amount_cents) <> 0 order by txn_id`.execute(trx);
    const empty = await sql<{ id: number }>`
      select t.id from ledger_txns t
      where t.id > ${safe.txn} and not exists (select 1 from ledger_entries e where e.txn_id = t.id) order by t.id`.execute(
      trx,
    );
    const breaks = await sql<{ entry_id: number; account_id: number }>`
      select id as entry_id, account_id from (${fresh(safe.entry)}) f
      where balance_after_cents is distinct from running order by id`.execute(trx);
    const mismatches = await sql<{ account_id: number; balance: number; sum: number }>`
      select a.id as account_id, a.balance_cents as balance,
             (coalesce(c.sum_cents, 0) + coalesce(n.total, 0))::bigint as sum
      from accounts a
      left join ledger_audit_checkpoints c on c.account_id = a.id
      left join (select account_id, sum(amount_cents) as total from (${fresh(safe.entry)}) f group by account_id) n
        on n.account_id = a.id
      where a.user_id is not null and a.balance_cents <> coalesce(c.sum_cents, 0) + coalesce(n.total, 0)
      order by a.id`.execute(trx);
    const negative = await negativeBalances(trx);
    return findings(counts.rows[0], unbalanced.rows, empty.rows, mismatches.rows, breaks.rows, negative.rows);
  }

  /**
   * Moves each checked account's checkpoint to its last entry, and the safe ids to the marks whose
   * transactions are all over. A mark is the highest ids one audit saw; the next audit adds its
   * snapshot's xmax (by then every transaction holding a lower id has its transaction id, as
   * PostgreSQL gives one the moment a row is written); once the oldest running transaction is past
   * that xmax, every row up to the mark's ids is committed or gone, and this audit's snapshot saw
   * them all: the next audit starts there. A mark past this snapshot's xmax comes from another
   * cluster (a restored backup, whose rows are all committed) and is safe at once.
   */
  private async advance(trx: Executor, safe: { txn: number; entry: number }, marks: AuditMark[]): Promise<void> {
    await sql`
      insert into ledger_audit_checkpoints (account_id, entry_id, sum_cents)
      select distinct on (account_id) account_id, id, running from (${fresh(safe.entry)}) f
      order by account_id, id desc
      on conflict (account_id) do update set entry_id = excluded.entry_id, sum_cents = excluded.sum_cents`.execute(trx);
    const now = await sql<{ xmin: string; xmax: string; txn: number; entry: number }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
             coalesce((select max(id) from ledger_txns), 0) as txn,
             coalesce((select max(id) from ledger_entries), 0) as entry`.execute(trx);
    const snapshot = now.rows[0];
    if (!snapshot) return;
    const next = { ...safe };
    const waiting: AuditMark[] = [];
    for (const mark of marks) {
      if (mark.xmax === null) waiting.push({ ...mark, xmax: snapshot.xmax });
      else if (BigInt(snapshot.xmin) >= BigInt(mark.xmax) || BigInt(mark.xmax) > BigInt(snapshot.xmax)) {
        next.txn = Math.max(next.txn, mark.txn);
        next.entry = Math.max(next.entry, mark.entry);
      } else waiting.push(mark);
    }
    waiting.push({ txn: snapshot.txn, entry: snapshot.entry, xmax: null });
    await trx
      .updateTable('ledger_audit_marks')
      .set({ safe_txn_id: next.txn, safe_entry_id: next.entry, marks: JSON.stringify(waiting.slice(-MARKS_KEPT)) })
      .where('id', '=', 1)
      .execute();
  }
}
