import { cents } from '@roundhouse/game';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { given } from '../test/given.ts';
import { fileTestApp } from '../test/test-app.ts';

// The order path's references are checked once per statement, not by foreign keys (decision 016):
// what an order or a ledger entry refers to must exist when it is written, and is never removed.
const t = fileTestApp({ SCHEDULER: 'false' });
let user: number;
let round: number;
beforeAll(async () => {
  user = (await given(t).user({ cash: 1000 })).id;
  round = (await given(t).openRound(1)).id;
});

const order = (over: Partial<{ user_id: number; round_id: number; room_id: number }> = {}) => ({
  user_id: user,
  round_id: round,
  room_id: 1,
  game_type: 1 as const,
  outcome: 0 as const,
  rate_bp: 19_500,
  amount_cents: cents(100),
  status: 'open' as const,
  follow_of: null,
  request_id: null,
  ...over,
});
const NOT_THERE = 2_000_000_000;
const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('references checked per statement', () => {
  it('refuses a whole insert of orders when one of them names a member, round or room that is not there', async () => {
    const before = await countOrders();
    for (const bad of [{ user_id: NOT_THERE }, { round_id: NOT_THERE }, { room_id: 32_000 }]) {
      const insert = t.db
        .insertInto('orders')
        .values([order(), order(bad), order()])
        .execute();
      await expect(insert).rejects.toMatchObject({ code: '23503' });
    }
    expect(await countOrders()).toBe(before);
    // The same rows with what they name present go in.
    await t.db.insertInto('orders').values([order(), order()]).execute();
    expect(await countOrders()).toBe(before + 2);
  });

  it('refuses ledger entries for an account or transaction that is not there, and a transaction for a member that is not', async () => {
    const house = await t.db.selectFrom('accounts').select('id').where('kind', '=', 'house').executeTakeFirstOrThrow();
    const txns = Number((await sql<{ n: string }>`select count(*) as n from ledger_txns`.execute(t.db)).rows[0]?.n);
    await expect(
      t.db.transaction().execute(async (trx) => {
        const txn = await trx
          .insertInto('ledger_txns')
          .values({ reason: 'adjustment', user_id: null, ref_type: null, ref_id: null, request_id: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values([
            { txn_id: txn.id, account_id: house.id, amount_cents: cents(5), balance_after_cents: null },
            { txn_id: txn.id, account_id: NOT_THERE, amount_cents: cents(-5), balance_after_cents: null },
          ])
          .execute();
      }),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      t.db
        .insertInto('ledger_entries')
        .values([
          { txn_id: NOT_THERE, account_id: house.id, amount_cents: cents(5), balance_after_cents: null },
          { txn_id: NOT_THERE, account_id: house.id, amount_cents: cents(-5), balance_after_cents: null },
        ])
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      t.db
        .insertInto('ledger_txns')
        .values({ reason: 'adjustment', user_id: NOT_THERE, ref_type: null, ref_id: null, request_id: null })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
    expect(Number((await sql<{ n: string }>`select count(*) as n from ledger_txns`.execute(t.db)).rows[0]?.n)).toBe(
      txns,
    );
  });

  it('never removes a member, round, room or account, nor changes their ids or where an order was placed', async () => {
    for (const table of ['users', 'rounds', 'rooms', 'accounts']) {
      await expect(sql`delete from ${sql.table(table)} where id = -1`.execute(t.db)).rejects.toMatchObject({
        code: '23001',
      });
      await expect(sql`truncate ${sql.table(table)} cascade`.execute(t.db)).rejects.toMatchObject({ code: '23001' });
    }
    await expect(sql`update rooms set id = id where id = -1`.execute(t.db)).rejects.toMatchObject({ code: '23001' });
    await expect(
      t.db.updateTable('orders').set({ round_id: round }).where('user_id', '=', user).execute(),
    ).rejects.toMatchObject({ code: '23001' });
    // What does change still does.
    await t.db.updateTable('rooms').set({ enabled: true }).where('id', '=', 1).execute();
    await t.db.updateTable('orders').set({ settled_at: null }).where('user_id', '=', user).execute();
    expect((await t.db.selectFrom('rooms').select('id').where('id', '=', 1).executeTakeFirst())?.id).toBe(1);
  });
});
