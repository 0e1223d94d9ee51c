import { cents } from '@roundhouse/game';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { freshDatabase } from '../../test/test-app.ts';
import { AUDIT_LOCK } from './audit.repository.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { type AuditReport, LedgerService } from './ledger.service.ts';

// A database of its own: the last tests break its ledger on purpose, which no other file may see.
let url: string;
let db: Db;
let ledger: LedgerService;
/** The transaction the third test commits late, unbalanced: found from then on. */
let lateTxn = 0;
const members: number[] = [];

beforeAll(async () => {
  url = await freshDatabase();
  db = createDb(url, { max: 4 });
  ledger = new LedgerService(new LedgerRepository(db));
  for (const name of ['audit_a', 'audit_b']) {
    const { id } = await db
      .insertInto('users')
      .values({
        username: name,
        quhao: '852',
        login_key: name,
        nickname: name,
        password_hash: '-',
        pay_password_hash: '-',
        invited_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.openUserAccounts(db, id);
    members.push(id);
  }
});
afterAll(() => db.destroy());

const member = (i: number) => members[i] as number;
const deposit = (user: number, amount: number) =>
  db.transaction().execute((trx) =>
    ledger.post(trx, {
      reason: 'recharge',
      userId: user,
      legs: [
        { account: { user, kind: 'user_cash' }, amount: cents(amount) },
        { account: { system: 'deposits' }, amount: cents(-amount) },
      ],
    }),
  );
const accountId = async (user: number, kind: 'user_cash' | 'user_withdraw_hold') =>
  (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', user)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow()
  ).id;

/** Audits since the last until an audit reads nothing new (its marks wait for every open transaction). */
async function caughtUp(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const report = await ledger.auditSinceLast();
    expect(report?.ok, JSON.stringify(report)).toBe(true);
    if (report?.entries === 0 && report.transactions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the audit never caught up');
}

/** A client of its own, in a transaction that writes past the ledger's guards (as a faulty writer would). */
async function pastTheGuards(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  return client;
}

const withoutCounts = ({ transactions: _t, entries: _e, ...findings }: AuditReport) => findings;

describe('the audit since the last', () => {
  it('reads only what was written since, and holds where the whole audit holds', async () => {
    for (const amount of [500, 700, 900]) await deposit(member(0), amount);
    const first = await ledger.auditSinceLast();
    expect(first).toMatchObject({ ok: true });
    expect(first?.entries).toBeGreaterThanOrEqual(6);
    await caughtUp();
    await deposit(member(0), 1_100);
    await deposit(member(1), 300);
    expect(await ledger.auditSinceLast()).toMatchObject({ ok: true, transactions: 2, entries: 4 });
    expect(await ledger.audit()).toMatchObject({ ok: true, transactions: 5, entries: 10 });
  });

  it('answers null and moves nothing while another audit holds its place', async () => {
    await caughtUp();
    await deposit(member(1), 200);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [String(AUDIT_LOCK)]);
      expect(await ledger.auditSinceLast()).toBeNull();
    } finally {
      await holder.end();
    }
    expect(await ledger.auditSinceLast()).toMatchObject({ ok: true, transactions: 1, entries: 2 });
  });

  it('reads an entry that commits after later ones were audited (the marks wait for it)', async () => {
    await caughtUp();
    const late = await pastTheGuards();
    try {
      const house = (await db.selectFrom('accounts').select('id').where('kind', '=', 'house').executeTakeFirstOrThrow())
        .id;
      lateTxn = Number(
        (await late.query(`insert into ledger_txns (reason) values ('adjustment') returning id`)).rows[0].id,
      );
      await late.query('insert into ledger_entries (txn_id, account_id, amount_cents) values ($1, $2, 9)', [
        lateTxn,
        house,
      ]);
      // Later postings commit first and are audited, several times, while the early ids are open.
      for (let i = 0; i < 4; i++) {
        await deposit(member(0), 100);
        expect(await ledger.auditSinceLast()).toMatchObject({ ok: true });
      }
      await late.query('commit');
    } finally {
      await late.end();
    }
    const report = await ledger.auditSinceLast();
    expect(report?.ok).toBe(false);
    expect(report?.unbalanced).toEqual([{ txn_id: lateTxn, total: 9 }]);
  });

  it('finds every kind of fault in new rows, as the whole audit does, and keeps finding it', async () => {
    const [cashA, cashB, holdB] = [
      await accountId(member(0), 'user_cash'),
      await accountId(member(1), 'user_cash'),
      await accountId(member(1), 'user_withdraw_hold'),
    ];
    const house = (await db.selectFrom('accounts').select('id').where('kind', '=', 'house').executeTakeFirstOrThrow())
      .id;
    const faulty = await pastTheGuards();
    let empty = 0;
    let broken = 0;
    try {
      // A transaction with no entries; an entry whose balance-after is not its account's running sum.
      empty = Number(
        (await faulty.query(`insert into ledger_txns (reason) values ('adjustment') returning id`)).rows[0].id,
      );
      const txn = (await faulty.query(`insert into ledger_txns (reason) values ('adjustment') returning id`)).rows[0]
        .id;
      broken = Number(
        (
          await faulty.query(
            `insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
             values ($1, $2, 100, 1), ($1, $3, -100, null) returning id`,
            [txn, cashA, house],
          )
        ).rows[0].id,
      );
      await faulty.query('update accounts set balance_cents = balance_cents + 100 where id = $1', [cashA]);
      // Balances moved without entries: one up, one below zero (past the check this database keeps).
      await faulty.query('alter table accounts drop constraint accounts_user_balance_non_negative');
      await faulty.query('update accounts set balance_cents = balance_cents + 7 where id = $1', [cashB]);
      await faulty.query('update accounts set balance_cents = -3 where id = $1', [holdB]);
      await faulty.query('commit');
    } finally {
      await faulty.end();
    }
    const since = await ledger.auditSinceLast();
    expect(since?.ok).toBe(false);
    expect(since?.emptyTransactions).toContain(empty);
    expect(since?.runningBalanceBreaks).toEqual([{ entry_id: broken, account_id: cashA }]);
    expect(since?.balanceMismatches.map((m) => m.account_id).sort()).toEqual([cashB, holdB].sort());
    expect(since?.negativeBalances).toEqual([{ account_id: holdB, balance: -3 }]);
    expect(since?.unbalanced.map((u) => u.txn_id)).toEqual([lateTxn]);
    // The whole audit finds the same faults; a second audit since the last finds them again.
    const whole = await ledger.audit();
    expect(since && withoutCounts(since)).toEqual(withoutCounts(whole));
    expect(withoutCounts((await ledger.auditSinceLast()) as AuditReport)).toEqual(withoutCounts(whole));
  });
});
