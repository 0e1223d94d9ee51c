import { recharge } from '@roundhouse/contract';
import { type Cents, cents, mulRate, winningOutcomes } from '@roundhouse/game';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, registerUser } from '../../test/test-app.ts';

const t = fileTestApp({ SCHEDULER: 'false', GAME1_ROUND_SECONDS: '60', GAME2_ROUND_SECONDS: '60' });
const users: number[] = [];
beforeAll(async () => {
  for (let i = 0; i < 4; i++) {
    const u = await registerUser(t);
    await t.call(recharge, { token: u.token, money: 1_000_000 });
    users.push(
      (await t.db.selectFrom('users').select('id').where('username', '=', u.username).executeTakeFirstOrThrow()).id,
    );
  }
});

const cashTotal = async () => {
  const rows = await t.db.selectFrom('accounts').select('balance_cents').where('kind', '=', 'user_cash').execute();
  return rows.reduce((s, r) => s + r.balance_cents, 0);
};

describe('settlement (property)', () => {
  it('pays every winner exactly stake × odds, nothing to losers, and moves exactly that from the house', async () => {
    let slot = 0;
    const order = fc.record({
      user: fc.integer({ min: 0, max: 3 }),
      outcome: fc.constantFrom(0, 1, 2, 3),
      amount: fc.integer({ min: 1, max: 500_000 }),
      rate: fc.integer({ min: 10_000, max: 30_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<1 | 2>(1, 2),
        fc.array(order, { minLength: 0, maxLength: 40 }),
        async (type, orders) => {
          // A round on a past slot of its own, so every run is independent.
          slot += 1;
          const round = await t.services.rounds.ensureCurrent(type, Date.UTC(2020, 0, 1) + slot * 65_000 + 1000);
          if (!round) throw new Error('no round');
          await t.db.transaction().execute(async (trx) => {
            for (const o of orders) {
              const user = users[o.user] as number;
              await t.services.ledger.post(trx, {
                reason: 'bet',
                userId: user,
                ref: { type: 'round', id: round.id },
                legs: [
                  { account: { user, kind: 'user_cash' }, amount: cents(-o.amount) },
                  { account: { system: 'house' }, amount: cents(o.amount) },
                ],
              });
            }
            if (orders.length > 0) {
              await trx
                .insertInto('orders')
                .values(
                  orders.map((o) => ({
                    user_id: users[o.user] as number,
                    round_id: round.id,
                    room_id: type === 1 ? 1 : 2,
                    game_type: type,
                    outcome: o.outcome as 0 | 1 | 2 | 3,
                    rate_bp: o.rate,
                    amount_cents: cents(o.amount),
                    status: 'open' as const,
                    follow_of: null,
                    request_id: null,
                  })),
                )
                .execute();
            }
          });
          const before = await cashTotal();
          await t.services.rounds.closeDue(Date.now());
          await t.services.rounds.drawClosed();
          const result = await t.services.settlement.settle(round.id);
          expect(result.settled).toBe(true);
          const drawn = await t.db
            .selectFrom('rounds')
            .selectAll()
            .where('id', '=', round.id)
            .executeTakeFirstOrThrow();
          const won = winningOutcomes(type, drawn.sum as number);
          const expected = orders
            .filter((o) => won[o.outcome as 0 | 1 | 2 | 3])
            .reduce((s, o) => s + mulRate(o.amount as Cents, o.rate / 10_000), 0);
          expect(result.paid).toBe(expected);
          expect(result.orders).toBe(orders.length);
          const winners = new Set(orders.filter((o) => won[o.outcome as 0 | 1 | 2 | 3]).map((o) => o.user));
          expect(result.winners).toBe(winners.size);
          expect((await cashTotal()) - before).toBe(expected);
          expect((await t.services.settlement.settle(round.id)).settled).toBe(false);
        },
      ),
      { numRuns: 20 },
    );
    const audit = await t.services.ledger.audit();
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  });
});
