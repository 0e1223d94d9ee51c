import { getGamelog, getuserinfo, order } from '@roundhouse/contract';
import { cents } from '@roundhouse/game';
import { describe, expect, it } from 'vitest';
import { rowCount } from '../../test/db-checks.ts';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';
import { RoundScheduler } from '../scheduler/scheduler.ts';

const STARTER_DIGITS = 1; // minbuy 20, odds 1.95

const t = fileTestApp({ SCHEDULER: 'false' });

/** Ends a round now, as its slot would: closed, then drawn. */
const { closeAndDraw } = given(t);

describe('settlement', () => {
  it('settles 1,000 orders from 50 users exactly once, paying stake × odds to every winner', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => given(t).user({ cash: 1000 })));
    const round = await given(t).openRound(1);
    // 1,000 orders land in the round directly: placing them one call at a time is the benchmark's job.
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1000; i++) {
        const user = users[i % 50]?.id as number;
        await t.services.ledger.post(trx, {
          reason: 'bet',
          userId: user,
          ref: { type: 'round', id: round.id },
          legs: [
            { account: { user, kind: 'user_cash' }, amount: cents(-(1000 + i)) },
            { account: { system: 'house' }, amount: cents(1000 + i) },
          ],
        });
      }
      await trx
        .insertInto('orders')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            user_id: users[i % 50]?.id as number,
            round_id: round.id,
            room_id: STARTER_DIGITS,
            game_type: 1 as const,
            outcome: (i % 4) as 0 | 1 | 2 | 3,
            rate_bp: 19_500,
            amount_cents: cents(1000 + i),
            status: 'open' as const,
            follow_of: null,
            request_id: null,
          })),
        )
        .execute();
    });
    await closeAndDraw(round.id);
    expect((await t.services.settlement.settle(round.id)).settled).toBe(true);
    // A second settlement of the same round finds nothing to do.
    expect(await t.services.settlement.settle(round.id)).toEqual({ settled: false, winners: 0, paid: 0, orders: 0 });

    const drawn = await t.services.rounds.findById(round.id);
    const sum = drawn?.sum as number;
    const wins = [sum >= 14 ? 0 : 1, sum % 2 === 1 ? 2 : 3];
    const orders = await t.db.selectFrom('orders').selectAll().where('round_id', '=', round.id).execute();
    let expected = 0;
    for (const o of orders) {
      const won = wins.includes(o.outcome);
      expect(o.status).toBe(won ? 'won' : 'lost');
      const payout = won ? Math.round((o.amount_cents * o.rate_bp) / 10_000) : 0;
      expect(o.payout_cents).toBe(payout);
      expected += payout;
    }
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_txns as x', 'x.id', 'e.txn_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('e.amount_cents').as('sum')])
      .where('x.reason', '=', 'payout')
      .where('x.ref_id', '=', round.id)
      .where('e.amount_cents', '>', cents(0))
      .executeTakeFirstOrThrow();
    expect(Number(entries.sum)).toBe(expected);
    // One credit entry per winning user, however many orders they won.
    expect(Number(entries.n)).toBe(new Set(orders.filter((o) => o.status === 'won').map((o) => o.user_id)).size);
    const audit = await t.services.ledger.audit();
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  });

  it('draws and settles a round a crash left closed, once, when two processes tick at once', async () => {
    const member = await given(t).user({ cash: 1000 });
    const round = await given(t).openRound(2);
    await member.ok(order, { gameid: round.id, roomid: 2, order_info: [[0, 1.95, 20]] });
    await t.db.updateTable('rounds').set({ closes_at: new Date() }).where('id', '=', round.id).execute();
    await t.services.rounds.closeDue(Date.now());
    const payoutsBefore = await rowCount(t.db, 'ledger_txns');
    const scheduler = () =>
      new RoundScheduler({ db: t.db, rounds: t.services.rounds, settlement: t.services.settlement });
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    expect((await t.services.rounds.findById(round.id))?.status).toBe('settled');
    // At most one payout transaction was written for it (none if the order lost).
    expect((await rowCount(t.db, 'ledger_txns')) - payoutsBefore).toBeLessThanOrEqual(1);
    const [mine] = await member.ok(getGamelog, { gametype: 2, gameseq: round.seqno });
    expect(['won', 'lost']).toContain(mine?.status);
    expect((await member.ok(getuserinfo, {})).money).toBe(mine?.status === 'won' ? 980 + 39 : 980);
  });
});
