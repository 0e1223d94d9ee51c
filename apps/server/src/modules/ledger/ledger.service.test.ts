import { type Cents, cents } from '@roundhouse/game';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerService, type Posting } from './ledger.service.ts';

let t: TestApp;
let ledger: LedgerService;
const users: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ledger = new LedgerService(new LedgerRepository(t.db));
  for (let i = 0; i < 3; i++) {
    const { username } = await registerUser(t);
    const row = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    users.push(row.id);
  }
});
afterAll(async () => {
  const report = await ledger.audit();
  expect(report.ok, JSON.stringify(report)).toBe(true);
  await t.close();
});

const post = (posting: Posting) => t.db.transaction().execute((trx) => ledger.post(trx, posting));
const deposit = (user: number, amount: number, requestId?: string): Posting => ({
  reason: 'recharge',
  userId: user,
  requestId,
  legs: [
    { account: { user, kind: 'user_cash' }, amount: cents(amount) },
    { account: { system: 'deposits' }, amount: cents(-amount) },
  ],
});

describe('posting', () => {
  it('moves money between accounts and records the balance after each entry', async () => {
    const user = users[0] as number;
    const before = await ledger.balance(user, 'user_cash');
    await post(deposit(user, 50_000));
    expect(await ledger.balance(user, 'user_cash')).toBe(before + 50_000);
    const [entry] = await ledger.entries(user, 'user_cash', new Date(0), new Date(Date.now() + 60_000), 1);
    expect(entry).toMatchObject({ amount_cents: 50_000, balance_after_cents: before + 50_000, reason: 'recharge' });
  });

  it('refuses to take a user account below zero, and moves nothing', async () => {
    const user = users[1] as number;
    const audit = await ledger.audit();
    await expect(
      post({
        reason: 'withdraw_request',
        userId: user,
        legs: [
          { account: { user, kind: 'user_cash' }, amount: cents(-1) },
          { account: { user, kind: 'user_withdraw_hold' }, amount: cents(1) },
        ],
      }),
    ).rejects.toEqual(new AppError(1025));
    expect((await ledger.audit()).transactions).toBe(audit.transactions);
  });

  it('refuses an unbalanced posting', async () => {
    const user = users[0] as number;
    await expect(
      post({
        reason: 'adjustment',
        userId: user,
        legs: [
          { account: { user, kind: 'user_cash' }, amount: cents(100) },
          { account: { system: 'house' }, amount: cents(-99) },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
  });

  it('moves money once for a repeated request id, even in parallel, and refuses the others (3017)', async () => {
    const user = users[2] as number;
    const before = await ledger.balance(user, 'user_cash');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => post(deposit(user, 1_234, 'req-same-20'))),
    );
    const posted = results.filter((r) => r.status === 'fulfilled');
    expect(posted).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toMatchObject({ errCode: 3017 });
    expect(await ledger.balance(user, 'user_cash')).toBe(before + 1_234);
  });

  it('answers the balance each posting left on each user account', async () => {
    const user = users[1] as number;
    const before = await ledger.balance(user, 'user_cash');
    const posted = await post(deposit(user, 250));
    expect(posted.balances).toEqual([{ user, kind: 'user_cash', balance: before + 250 }]);
  });

  it('keeps entries append-only, and the database itself refuses an unbalanced transaction', async () => {
    await expect(
      t.db
        .updateTable('ledger_entries')
        .set({ amount_cents: cents(1) })
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.transaction().execute(async (trx) => {
        const txn = await trx
          .insertInto('ledger_txns')
          .values({
            reason: 'adjustment',
            user_id: null,
            ref_type: null,
            ref_id: null,
            request_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const house = await trx
          .selectFrom('accounts')
          .select('id')
          .where('kind', '=', 'house')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ txn_id: txn.id, account_id: house.id, amount_cents: cents(5), balance_after_cents: null })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
  });
});

describe('random sequences of operations', () => {
  it('keep every invariant: balances equal their entries, none negative, each transaction sums to zero', async () => {
    const kinds = ['user_cash', 'user_withdraw_hold', 'user_pledge'] as const;
    const op = fc.record({
      from: fc.constantFrom<'deposits' | 'house' | 0 | 1 | 2>('deposits', 'house', 0, 1, 2),
      fromKind: fc.constantFrom(...kinds),
      to: fc.constantFrom<'payouts' | 'house' | 0 | 1 | 2>('payouts', 'house', 0, 1, 2),
      toKind: fc.constantFrom(...kinds),
      amount: fc.integer({ min: 1, max: 200_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 15 }), async (ops) => {
        for (const o of ops) {
          const from =
            typeof o.from === 'number' ? { user: users[o.from] as number, kind: o.fromKind } : { system: o.from };
          const to = typeof o.to === 'number' ? { user: users[o.to] as number, kind: o.toKind } : { system: o.to };
          if (JSON.stringify(from) === JSON.stringify(to)) continue;
          try {
            await post({
              reason: 'adjustment',
              userId: null,
              legs: [
                { account: from, amount: cents(-o.amount) as Cents },
                { account: to, amount: cents(o.amount) },
              ],
            });
          } catch (error) {
            // Only "not enough money" may stop an operation, and then nothing moved.
            expect(error).toEqual(new AppError(1025));
          }
        }
        const report = await ledger.audit();
        expect(report.ok, JSON.stringify(report)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
