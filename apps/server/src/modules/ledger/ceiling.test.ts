import {
  addbankcard,
  adminDashboard,
  getBankcardlist,
  getuserinfo,
  login,
  order,
  recharge,
  withdraw,
} from '@roundhouse/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { caller } from '../../test/calls.ts';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

/**
 * Issue 22, fault 21: caps per request and a balance ceiling far below 2^53 cents, so no balance and
 * no sum of them ever leaves the exact range (it used to break reads for everyone).
 */
const t = fileTestApp({ SCHEDULER: 'false', BALANCE_CEILING_USD: '2500000' });
let roundId: number;
beforeAll(async () => {
  roundId = (await given(t).openRound(1, 30)).id;
});

describe('caps per request (MAX_REQUEST_USD, 1,000,000 by default)', () => {
  it('refuse a recharge, withdrawal or order above the cap with 3067, at the boundary', async () => {
    const member = await given(t).user();
    const over = await member.fail(recharge, { money: '1000000.01' });
    expect(over).toMatchObject({ errCode: 3067, field: 'money' });
    expect(over.info).toBe('At most 1,000,000 USD in one request');
    await member.ok(recharge, { money: 1_000_000 });
    await member.ok(recharge, { money: 1_000_000 });
    await member.ok(addbankcard, { type: 'Bank', bank: 'HSBC', account: '12345678', username: 'A Member' });
    const card = (await member.ok(getBankcardlist, {}))[0];
    const huge = await member.fail(withdraw, { bank_id: card?.id ?? 0, money: '2147483648.01', pwd: member.payPwd });
    expect(huge.errCode).toBe(3067);
    expect(
      (await member.fail(withdraw, { bank_id: card?.id ?? 0, money: '1000000.01', pwd: member.payPwd })).errCode,
    ).toBe(3067);
    const buy = (price: number) => ({
      gameid: roundId,
      roomid: 1,
      order_info: [[0, 1.95, price]] as [number, number, number][],
    });
    expect(
      (
        await member.fail(order, {
          ...buy(500_000),
          order_info: [
            [0, 1.95, 600_000],
            [1, 1.95, 500_000],
          ],
        })
      ).errCode,
    ).toBe(3067);
    await member.ok(order, buy(1_000_000));
    expect((await member.ok(getuserinfo, {})).money).toBe(1_000_000);
  });
});

describe('the balance ceiling (BALANCE_CEILING_USD)', () => {
  it('refuses a credit past it (3068) and moves nothing; every read still answers', async () => {
    const member = await given(t).user();
    await member.ok(recharge, { money: 1_000_000 });
    await member.ok(recharge, { money: 1_000_000 });
    await member.ok(recharge, { money: 500_000 });
    const past = await member.fail(recharge, { money: 500 });
    expect(past).toMatchObject({ errCode: 3068 });
    expect(past.info).toBe('This would take the balance past its limit of 2,500,000 USD');
    expect((await member.ok(getuserinfo, {})).money).toBe(2_500_000);
    const operator = caller(t.app, (await caller(t.app).ok(login, DEMO_OPERATOR)).token);
    expect((await operator.ok(adminDashboard, { tz_offset: 0 })).days.length).toBeGreaterThan(0);
  });
});

describe('sums over many rows', () => {
  it('stay exact past 2^53 cents: the dashboard answers exact decimal text', async () => {
    const operator = caller(t.app, (await caller(t.app).ok(login, DEMO_OPERATOR)).token);
    const before = (await operator.ok(adminDashboard, { tz_offset: 0 })).today;
    const a = await given(t).user();
    const b = await given(t).user();
    // History as a larger house would have it: two recharges of 2^52 + 1 cents, each balance safe,
    // their sum not (written as the ledger would write it, past the ceiling of this test's server).
    const each = 2n ** 52n + 1n;
    await sql`
      with txn as (insert into ledger_txns (reason, user_id) values ('recharge', ${a.id}) returning id),
      v(user_id) as (select unnest(${[a.id, b.id]}::bigint[])),
      updated as (
        update accounts ac set balance_cents = ac.balance_cents + ${each.toString()}::bigint
        from v where ac.user_id = v.user_id and ac.kind = 'user_cash'
        returning ac.id, ac.balance_cents
      )
      insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
      select txn.id, updated.id, ${each.toString()}::bigint, updated.balance_cents from txn, updated
      union all
      select txn.id, s.id, ${(-2n * each).toString()}::bigint, null
      from txn, accounts s where s.user_id is null and s.kind = 'deposits'`.execute(t.db);
    const after = (await operator.ok(adminDashboard, { tz_offset: 0 })).today;
    const inCents = (usd: string) => BigInt(usd.replace('.', ''));
    expect(inCents(after.deposits) - inCents(before.deposits)).toBe(2n * each);
    expect(Number.isSafeInteger(Number(inCents(after.deposits)))).toBe(false);
    expect(after.house).toBe(before.house);
  });
});
