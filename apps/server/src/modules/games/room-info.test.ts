import { getGameinfo, getVorder, order } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { given, openRoundNow } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

// A room's answer as `npm start` serves it: rooms, rounds and sessions from memory, the round's
// part of the answer shared between calls until its stake or status changes (issue 9: reads).
const t = fileTestApp({ SCHEDULER: 'false' }, { changes: true });

describe('getGameinfo', () => {
  it('shows each room its own stake on the shared round, moves it with each order, and shows the round closed once it is', async () => {
    const member = await given(t).user({ cash: 1000 });
    const round = await openRoundNow(t, 1);
    const rooms = await t.db
      .selectFrom('rooms')
      .select(['id', 'minbuy_cents'])
      .where('game_type', '=', 1)
      .where('hall', '=', 2)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    const [first, second] = rooms as [(typeof rooms)[0], (typeof rooms)[0]];
    const info = async (roomid: number) => (await t.call(getGameinfo, { token: member.token, roomid })).data;
    // Wait out the one-second memory of a room's stake.
    const settle = () => new Promise((r) => setTimeout(r, 1100));

    expect((await info(first.id)).game).toMatchObject({ id: round.id, initmoney: 0, status: 'open' });
    const price = first.minbuy_cents / 100;
    const placed = await t.call(order, {
      token: member.token,
      roomid: first.id,
      gameid: round.id,
      order_info: [[0, 1.95, price]],
    });
    expect(placed.code).toBe(1);
    await settle();
    expect((await info(first.id)).game.initmoney).toBe(price);
    expect((await info(second.id)).game.initmoney).toBe(0);
    expect((await info(first.id)).game.initmoney).toBe(price);
    await t.call(order, { token: member.token, roomid: first.id, gameid: round.id, order_info: [[2, 1.95, price]] });
    await settle();
    expect((await info(first.id)).game.initmoney).toBe(2 * price);

    // Closed as its slot closes it: the round's row changes, and so does the answer.
    await t.db.updateTable('rounds').set({ closes_at: new Date() }).where('id', '=', round.id).execute();
    await t.services.rounds.closeDue(Date.now());
    await new Promise((r) => setTimeout(r, 300));
    expect((await info(first.id)).game).toMatchObject({ id: round.id, status: 'closed', initmoney: 2 * price });
  });

  it('lists a room’s orders to every member from one shared view, each seeing which are theirs', async () => {
    const [alice, bob] = [await given(t).user({ cash: 1000 }), await given(t).user({ cash: 1000 })];
    const round = await openRoundNow(t, 1);
    const placed = await t.call(order, {
      token: alice.token,
      roomid: 1,
      gameid: round.id,
      order_info: [[1, 1.95, 20]],
    });
    expect(placed.code).toBe(1);
    const list = async (token: string, lang: string) =>
      (await t.call(getVorder, { token, roomid: 1, lang })).data as {
        list: { id: number; mine: boolean; valuecn: string }[];
        order_id: number;
      };
    const [forAlice, forBob, inChinese] = [
      await list(alice.token, 'en'),
      await list(bob.token, 'en'),
      await list(bob.token, 'chs'),
    ];
    const id = placed.data.orders[0];
    expect(forAlice.list.find((o) => o.id === id)).toMatchObject({ mine: true, valuecn: 'Fall' });
    expect(forBob.list.find((o) => o.id === id)).toMatchObject({ mine: false, valuecn: 'Fall' });
    expect(inChinese.list.find((o) => o.id === id)?.valuecn).not.toBe('Fall');
    // Asked from the newest id on: nothing new, and the same id back.
    expect((await t.call(getVorder, { token: bob.token, roomid: 1, order_id: forBob.order_id })).data).toEqual({
      list: [],
      order_id: forBob.order_id,
    });
  });
});
