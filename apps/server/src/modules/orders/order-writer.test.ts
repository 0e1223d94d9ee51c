import { getuserinfo, order, recharge } from '@roundhouse/contract';
import { cents } from '@roundhouse/game';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';
import { type OrderRequest, OrderWriter } from './order-writer.ts';

const t = fileTestApp({ SCHEDULER: 'false' });
let roundId: number;
beforeAll(async () => {
  roundId = (await given(t).openRound(1)).id;
});

const request = (userId: number, extra: Partial<OrderRequest> = {}): OrderRequest => ({
  userId,
  roundId,
  roomId: 1,
  gameType: 1,
  requestId: null,
  fingerprint: null,
  followOf: null,
  outcomes: [0],
  rates: [19_500],
  amounts: [cents(2_000)],
  ...extra,
});

describe('the order writer (group commit)', () => {
  it('places many members’ orders at once, each its own ledger transaction, never past a balance', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => given(t).user({ cash: 500 })));
    // Eight orders of 100 from each member at once: five fit in 500, three must be refused.
    const answers = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 8 }, () =>
          t.call(order, { roomid: 1, gameid: roundId, order_info: [[0, 1.95, 100]], token: m.token }),
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(100);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.data.errCode === 1025)).toBe(true);
    // Each answer's balance is what its own bet left: 400, 300, 200, 100, 0 for each member.
    for (const m of members) expect((await m.ok(getuserinfo, {})).money).toBe(0);
    const left = answers.filter((a) => a.code === 1).map((a) => a.data.balance as number);
    expect([...new Set(left)].sort((x, y) => x - y)).toEqual([0, 100, 200, 300, 400]);
    const ids = members.map((m) => m.id);
    const placed = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(placed.n)).toBe(100);
    const bets = await sql<{ txns: number; per_txn: number }>`
      select count(distinct t.id)::int as txns, max(c)::int as per_txn
      from ledger_txns t join (select txn_id, count(*) as c from ledger_entries group by txn_id) e on e.txn_id = t.id
      where t.reason = 'bet' and t.user_id = any(${ids})`.execute(t.db);
    expect(bets.rows[0]).toEqual({ txns: 100, per_txn: 2 });
  });

  it('answers each caller with its own result, and one broken request fails alone', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => given(t).user({ cash: 500 })));
    const writer = new OrderWriter(t.db, { maxInFlight: 1, maxBatch: 10 });
    const results = await Promise.allSettled([
      writer.write(request(a!.id)),
      // A room that does not exist: the batch fails, and is written again one by one.
      writer.write(request(b!.id, { roomId: 2_000_000_000 })),
      writer.write(request(c!.id, { amounts: [cents(60_000)] })),
      writer.write(request(a!.id)),
    ]);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { code: 1, balance: 48_000 } });
    expect(results[1].status).toBe('rejected');
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { code: 1025 } });
    expect(results[3]).toMatchObject({ status: 'fulfilled', value: { code: 1, balance: 46_000 } });
    expect((await b!.ok(getuserinfo, {})).money).toBe(500);
    expect((await c!.ok(getuserinfo, {})).money).toBe(500);
  });

  it('gives a request key back when its order was refused, so the same id can try again', async () => {
    const member = await given(t).user({ cash: 500 });
    const body = {
      roomid: 1,
      gameid: roundId,
      order_info: [[0, 1.95, 600]] as [number, number, number][],
      request_id: 'short-then-paid-01',
    };
    expect(await member.fail(order, body)).toMatchObject({ errCode: 1025 });
    expect(
      await t.db.selectFrom('request_keys').select('request_id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    await member.ok(recharge, { money: 500 });
    expect((await member.ok(order, body)).balance).toBe(400);
  });

  it('lets a close wait for orders in flight on its round, and refuses orders after it', async () => {
    const round = await given(t).openRound(2);
    const member = await given(t).user({ cash: 500 });
    // An order in flight: a transaction holding the round's lock shared, as the writer does.
    let release: () => void = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    let locked: () => void = () => {};
    const holding = new Promise<void>((r) => {
      locked = r;
    });
    const inFlight = t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock_shared(round_lock_key(${round.id}::bigint))`.execute(trx);
      locked();
      await released;
    });
    await holding;
    await t.db.updateTable('rounds').set({ closes_at: sql<Date>`now()` }).where('id', '=', round.id).execute();
    let closedAt = 0;
    const closing = t.services.rounds.closeDue(Date.now() + 1_000).then(() => {
      closedAt = Date.now();
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(closedAt).toBe(0);
    const releasedAt = Date.now();
    release();
    await inFlight;
    await closing;
    expect(closedAt).toBeGreaterThanOrEqual(releasedAt);
    const writer = new OrderWriter(t.db);
    expect(await writer.write(request(member.id, { roundId: round.id, gameType: 2 }))).toEqual({ code: 1029 });
  });
});
