import { getfinanceflow, getOrderinfo, getuserinfo, getVorder, order } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

const STARTER_DIGITS = 1; // minbuy 20, odds 1.95
const CLASSIC_DIGITS = 3; // the same game type, minbuy 50
const VIP_DIGITS = 5;

const t = fileTestApp({ SCHEDULER: 'false' });
let roundId: number;
beforeAll(async () => {
  roundId = (await given(t).openRound(1)).id;
});

type Selection = [number, number, number];
const buy = (roomid: number, selections: Selection[] = [[0, 1.95, 20]]) => ({
  gameid: roundId,
  roomid,
  order_info: selections,
});

describe('order rules', () => {
  it('refuses every broken order with its own code and moves nothing', async () => {
    const member = await given(t).user({ cash: 500 });
    const attempt = (order_info: unknown, extra: Record<string, unknown> = {}) =>
      member.fail(order, { gameid: roundId, roomid: CLASSIC_DIGITS, order_info, ...extra });
    expect(await attempt([])).toMatchObject({ errCode: 1038 });
    expect(await attempt(Array.from({ length: 10 }, () => [0, 1.95, 10]))).toMatchObject({ errCode: 1035 });
    expect(await attempt([[4, 1.95, 50]])).toMatchObject({ errCode: 1030 });
    expect(
      await attempt([
        [0, 1.95, 30],
        [0, 1.95, 30],
      ]),
    ).toMatchObject({ errCode: 1030 });
    expect(await attempt([[0, 1.95, 0]])).toMatchObject({ errCode: 1036, field: 'price' });
    expect(await attempt([[0, 1.95, 50.5]])).toMatchObject({ errCode: 1036 });
    expect(await attempt([[0, 1.9, 50]])).toMatchObject({ errCode: 1034 });
    expect(await attempt([[0, 1.95, 49]])).toMatchObject({ errCode: 1037 });
    expect(await attempt([[0, 1.95, 501]])).toMatchObject({ errCode: 1025 });
    expect(await attempt('nonsense')).toMatchObject({ errCode: 1001, field: 'order_info' });
    expect(await attempt([[0, 1.95, 50]], { gameid: 999_999 })).toMatchObject({ errCode: 1027 });
    expect(await attempt([[0, 1.95, 50]], { roomid: 999 })).toMatchObject({ errCode: 1057 });
    expect((await member.ok(getuserinfo, {})).money).toBe(500);
  });

  it('places one set of orders for a request_id sent 20 times in parallel', async () => {
    const member = await given(t).user({ cash: 1000 });
    const body = { ...buy(STARTER_DIGITS, [[1, 1.95, 30]]), request_id: 'order-once-0001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.ok(order, body)));
    expect(new Set(answers.map((a) => a.orders[0])).size).toBe(1);
    expect((await member.ok(getuserinfo, {})).money).toBe(970);
  });
});

describe('orders in the VIP hall', () => {
  it('are hidden from a level-0 member on every call, getOrderinfo included (2055)', async () => {
    const vip = await given(t).user({ cash: 10_000, level: 1 });
    const placed = await vip.ok(order, buy(VIP_DIGITS, [[0, 1.96, 500]]));
    const outsider = await given(t).user();
    expect(await outsider.fail(getVorder, { roomid: VIP_DIGITS })).toMatchObject({ errCode: 2055 });
    const id = placed.orders[0] as number;
    expect(await outsider.fail(getOrderinfo, { order_id: id })).toMatchObject({ code: 0, errCode: 2055 });
    // A VIP member may follow it.
    const peer = await given(t).user({ level: 1 });
    expect((await peer.ok(getOrderinfo, { order_id: id })).id).toBe(id);
  });
});

describe('following', () => {
  it('copies an order of the same room only: another room’s or a missing one is "not found" (1041)', async () => {
    const leader = await given(t).user({ cash: 1000 });
    const copier = await given(t).user({ cash: 1000 });
    const placed = await leader.ok(order, buy(STARTER_DIGITS));
    const source = placed.orders[0] as number;
    expect(await copier.fail(order, { ...buy(CLASSIC_DIGITS, [[0, 1.95, 50]]), follow_of: source })).toEqual(
      expect.objectContaining({ errCode: 1041, field: 'follow_of' }),
    );
    expect(await copier.fail(order, { ...buy(STARTER_DIGITS), follow_of: 2147483648 })).toEqual(
      expect.objectContaining({ errCode: 1041, field: 'follow_of' }),
    );
    expect((await copier.ok(order, { ...buy(STARTER_DIGITS), follow_of: source })).total).toBe(20);
  });
});

describe('balances after parallel orders', () => {
  it('answers each order with the balance that order left, and the fund flow follows it row by row', async () => {
    const member = await given(t).user({ cash: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.ok(order, buy(STARTER_DIGITS))));
    const balances = answers.map((a) => a.balance).sort((a, b) => b - a);
    expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => 1000 - 20 * (i + 1)));

    const day = new Date().toISOString().slice(0, 10);
    const flow = await member.ok(getfinanceflow, { value: { start: day, end: day } });
    expect(flow).toHaveLength(21);
    // Newest first: each row starts from the balance the row below it left.
    for (let i = 0; i + 1 < flow.length; i++) {
      const [newer, older] = [flow[i], flow[i + 1]] as [(typeof flow)[0], (typeof flow)[0]];
      expect(newer.before).toBeCloseTo(older.before + older.money, 2);
    }
  });
});
