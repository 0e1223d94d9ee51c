import {
  addbankcard,
  adminApproveWithdrawal,
  type CallDef,
  getGameinfo,
  login,
  order,
  recharge,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { accountsOf } from '../../test/db-checks.ts';
import { openRoundNow, TRON } from '../../test/given.ts';
import { fileTestApp, registerUser } from '../../test/test-app.ts';

const t = fileTestApp({ SCHEDULER: 'false' });
let operator: string;
beforeAll(async () => {
  operator = (await t.call(login, DEMO_OPERATOR)).data.token;
  await openRoundNow(t, 1);
});

/** A member with a USDT address, and helpers that read the ledger's own figures. */
async function member() {
  const user = await registerUser(t);
  const call = (def: CallDef, body: Record<string, unknown> = {}) => t.call(def, { ...body, token: user.token });
  const card = await call(addbankcard, { type: 'USDT-TRC', address: TRON });
  const balances = async () =>
    Object.fromEntries(Object.entries(await accountsOf(t.db, user.username)).map(([kind, c]) => [kind, c / 100]));
  return { ...user, call, cardId: card.data.id as number, balances };
}

describe('a request_id reused across calls', () => {
  it('refuses a withdrawal that reuses a recharge’s id (3017): nothing pending, nothing held', async () => {
    const u = await member();
    expect((await u.call(recharge, { money: 1000, request_id: 'reuse-r1-xx' })).code).toBe(1);
    const real = await u.call(withdraw, {
      bank_id: u.cardId,
      money: 500,
      pwd: u.payPwd,
      request_id: 'reuse-w1-xx',
    });
    expect(real).toMatchObject({ code: 1, data: 1 });
    const reused = await u.call(withdraw, {
      bank_id: u.cardId,
      money: 500,
      pwd: u.payPwd,
      request_id: 'reuse-r1-xx',
    });
    expect(reused).toMatchObject({ code: 0, data: { errCode: 3017, field: 'request_id' } });
    expect(reused.info).toMatch(/different details/);
    expect(await u.balances()).toEqual({ user_cash: 500, user_withdraw_hold: 500, user_pledge: 0 });
    const list = (await u.call(withdrawList)).data;
    expect(list).toHaveLength(1);
    // The operator can pay the real one: nothing is stuck.
    const paid = await t.call(adminApproveWithdrawal, { id: list[0].id, token: operator });
    expect(paid.data.status).toBe('paid');
    expect(await u.balances()).toEqual({ user_cash: 500, user_withdraw_hold: 0, user_pledge: 0 });
  });

  it('refuses a recharge that reuses a withdrawal’s id, and an order that reuses either', async () => {
    const u = await member();
    await u.call(recharge, { money: 800 });
    await u.call(withdraw, { bank_id: u.cardId, money: 100, pwd: u.payPwd, request_id: 'withdraw-id-1' });
    const recharged = await u.call(recharge, { money: 600, request_id: 'withdraw-id-1' });
    expect(recharged.data.errCode).toBe(3017);
    const room = await u.call(getGameinfo, { roomid: 1 });
    const ordered = await u.call(order, {
      gameid: room.data.game.id,
      roomid: 1,
      order_info: [[0, room.data.room.rate0, 20]],
      request_id: 'withdraw-id-1',
    });
    expect(ordered.data.errCode).toBe(3017);
    expect(await u.balances()).toEqual({ user_cash: 700, user_withdraw_hold: 100, user_pledge: 0 });
  });

  it('refuses the same id with another payload on the same call, and answers a true retry', async () => {
    const u = await member();
    const first = await u.call(recharge, { money: 700, request_id: 'same-call-1' });
    expect(first).toMatchObject({ code: 1, data: { money: 700 } });
    const retry = await u.call(recharge, { money: 700, request_id: 'same-call-1' });
    expect(retry).toEqual(first);
    const other = await u.call(recharge, { money: 900, request_id: 'same-call-1' });
    expect(other.data.errCode).toBe(3017);
    expect((await u.balances()).user_cash).toBe(700);

    const room = await u.call(getGameinfo, { roomid: 1 });
    const body = { gameid: room.data.game.id, roomid: 1, request_id: 'same-order-1' };
    const placed = await u.call(order, { ...body, order_info: [[0, room.data.room.rate0, 20]] });
    expect(placed).toMatchObject({ code: 1, data: { total: 20, balance: 680 } });
    expect(await u.call(order, { ...body, order_info: [[0, room.data.room.rate0, 20]] })).toMatchObject({
      code: 1,
      data: { orders: placed.data.orders, total: 20 },
    });
    const changed = await u.call(order, { ...body, order_info: [[1, room.data.room.rate1, 20]] });
    expect(changed.data.errCode).toBe(3017);
    expect((await u.balances()).user_cash).toBe(680);
  });

  it('keeps each member’s ids apart: two members may use the same id', async () => {
    const [a, b] = [await member(), await member()];
    expect((await a.call(recharge, { money: 500, request_id: 'shared-id-1' })).code).toBe(1);
    expect((await b.call(recharge, { money: 600, request_id: 'shared-id-1' })).code).toBe(1);
    expect((await a.balances()).user_cash).toBe(500);
    expect((await b.balances()).user_cash).toBe(600);
  });

  it('moves money once when one id is sent to two calls in parallel', async () => {
    const u = await member();
    await u.call(recharge, { money: 1000 });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => u.call(recharge, { money: 500, request_id: 'race-id-1' })),
      ...Array.from({ length: 5 }, () =>
        u.call(withdraw, { bank_id: u.cardId, money: 300, pwd: u.payPwd, request_id: 'race-id-1' }),
      ),
    ]);
    const ok = answers.filter((a) => a.code === 1);
    // Whichever call claimed the id first, only that call's money moved.
    const balances = await u.balances();
    const recharged = balances.user_cash === 1500 && balances.user_withdraw_hold === 0;
    const withdrew = balances.user_cash === 700 && balances.user_withdraw_hold === 300;
    expect(recharged || withdrew).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.code !== 1)) expect([3017, 3002]).toContain(a.data.errCode);
  });
});
