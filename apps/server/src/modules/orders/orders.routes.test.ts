import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoundNow } from '../../test/given.ts';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

const STARTER_DIGITS = 1; // minbuy 20, odds 1.95
const CLASSIC_DIGITS = 3; // the same game type, another room
const VIP_DIGITS = 5;

let t: TestApp;
let roundId: number;
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false' });
  roundId = (await openRoundNow(t, 1)).id;
});
afterAll(() => t.close());

async function player(money: number, level = 0) {
  const user = await registerUser(t);
  await t.db.updateTable('users').set({ level }).where('username', '=', user.username).execute();
  const call = (path: string, body: Record<string, unknown> = {}) => t.call(path, { ...body, token: user.token });
  if (money > 0) await call('/api/Game/recharge', { money });
  return { ...user, call };
}

const buy = (roomid: number, outcome = 0, price = 20) => ({
  gameid: roundId,
  roomid,
  order_info: [[outcome, 1.95, price]],
});

describe('orders in the VIP hall', () => {
  it('are hidden from a level-0 member on every call, getOrderinfo included (2055)', async () => {
    const vip = await player(10_000, 1);
    const vipBuy = { gameid: roundId, roomid: VIP_DIGITS, order_info: [[0, 1.96, 500]] };
    const placed = await vip.call('/api/Game/order', vipBuy);
    expect(placed.code).toBe(1);
    const outsider = await player(0);
    expect((await outsider.call('/api/Game/getVorder', { roomid: VIP_DIGITS })).data.errCode).toBe(2055);
    const info = await outsider.call('/api/Game/getOrderinfo', { order_id: placed.data.orders[0] });
    expect(info).toMatchObject({ code: 0, data: { errCode: 2055 } });
    // A VIP member may follow it.
    const peer = await player(0, 1);
    expect((await peer.call('/api/Game/getOrderinfo', { order_id: placed.data.orders[0] })).code).toBe(1);
  });
});

describe('following', () => {
  it('copies an order of the same room only: another room’s or a missing one is "not found" (1041)', async () => {
    const leader = await player(1000);
    const copier = await player(1000);
    const placed = await leader.call('/api/Game/order', buy(STARTER_DIGITS));
    const elsewhere = await copier.call('/api/Game/order', {
      ...buy(CLASSIC_DIGITS, 0, 50),
      follow_of: placed.data.orders[0],
    });
    expect(elsewhere.data).toEqual({ errCode: 1041, field: 'follow_of' });
    const missing = await copier.call('/api/Game/order', { ...buy(STARTER_DIGITS), follow_of: 2147483648 });
    expect(missing.data).toEqual({ errCode: 1041, field: 'follow_of' });
    const copied = await copier.call('/api/Game/order', { ...buy(STARTER_DIGITS), follow_of: placed.data.orders[0] });
    expect(copied.code).toBe(1);
  });
});

describe('balances after parallel orders', () => {
  it('answers each order with the balance that order left, and the fund flow follows it row by row', async () => {
    const u = await player(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => u.call('/api/Game/order', buy(STARTER_DIGITS))));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const balances = answers.map((a) => a.data.balance as number).sort((a, b) => b - a);
    expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => 1000 - 20 * (i + 1)));

    const day = new Date().toISOString().slice(0, 10);
    const flow = (await u.call('/api/Game/getfinanceflow', { value: { start: day, end: day } })).data as {
      money: number;
      before: number;
    }[];
    expect(flow).toHaveLength(21);
    // Newest first: each row starts from the balance the row below it left.
    for (let i = 0; i + 1 < flow.length; i++) {
      const [newer, older] = [flow[i], flow[i + 1]] as [(typeof flow)[0], (typeof flow)[0]];
      expect(newer.before).toBeCloseTo(older.before + older.money, 2);
    }
  });
});
