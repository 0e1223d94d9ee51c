import {
  financeOrder,
  financeOrders,
  financeProducts,
  financeTransfer,
  getfinanceflow,
  getuserinfo,
} from '@roundhouse/contract';
import { periodInterest, totalInterest } from '@roundhouse/game/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/calls.ts';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  // One accrual period is one second of the injected clock: a 15-day contract runs in 15 s of it.
  t = await createTestApp({ SCHEDULER: 'false', FINANCE_ACCRUAL_SECONDS: '1' }, { clock: () => now });
});
afterAll(() => t.close());

const rich = () => given(t).user({ cash: 2_000_000 });

describe('interest arithmetic', () => {
  it('pays principal × rate × days exactly, in whole cents, the last period taking the remainder', () => {
    expect(totalInterest(10_000_000, 1_500, 15)).toBe(225_000);
    // 100,000.37 × 0.15% × 15 = 225,000.8325 cents → 225,001 (rounded half up once).
    expect(totalInterest(10_000_037, 1_500, 15)).toBe(225_001);
    const parts = Array.from({ length: 15 }, (_, i) => periodInterest(225_001, 15, i + 1));
    expect(parts.slice(0, 14).every((p) => p === 15_000)).toBe(true);
    expect(parts[14]).toBe(15_001);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(225_001);
  });
});

describe('products', () => {
  it('lists SPEC.md §9’s four tiers with figures computed from their terms', async () => {
    const { products, pledged } = await caller(t.app).ok(financeProducts, {});
    expect(pledged).toBe(0);
    expect(products.map((p) => [p.min, p.max, p.daily_rate, p.days, p.total_return, p.annual_rate])).toEqual([
      [100_000, 299_999.99, 0.15, 15, 2.25, 54.75],
      [300_000, 799_999.99, 0.3, 30, 9, 109.5],
      [800_000, 1_499_999.99, 0.8, 45, 36, 292],
      [1_500_000, 1_500_000, 1.3, 60, 78, 474.5],
    ]);
    const zh = await caller(t.app).ok(financeProducts, { lang: 'cht' });
    expect(zh.products[0]?.name).toBe('初級');
    expect(zh.products[0]?.contract).toContain('本金鎖定 15 天');
  });
});

describe('transfer-in', () => {
  it('refuses every bad amount, product and password with its own code, and moves nothing', async () => {
    const member = await given(t).user({ cash: 200_000 });
    const bad: [Record<string, unknown>, number, string][] = [
      [{ pwd: member.payPwd }, 3040, 'amount'],
      [{ amount: '', pwd: member.payPwd }, 3040, 'amount'],
      [{ amount: 0, pwd: member.payPwd }, 1044, 'amount'],
      [{ amount: '12.345', pwd: member.payPwd }, 1044, 'amount'],
      [{ amount: 99_999.99, pwd: member.payPwd }, 1042, 'amount'],
      [{ amount: 1_500_000.01, pwd: member.payPwd }, 1043, 'amount'],
      [{ amount: 150_000, pwd: member.payPwd, product_id: 2 }, 3041, 'amount'],
      [{ amount: 150_000, pwd: member.payPwd, product_id: 999 }, 3042, 'product_id'],
      [{ amount: 150_000, pwd: '999999' }, 1033, 'pwd'],
    ];
    for (const [body, errCode, field] of bad) {
      expect(await member.fail(financeTransfer, body), JSON.stringify(body)).toMatchObject({ errCode, field });
    }
    expect(await member.fail(financeTransfer, { amount: 250_000, pwd: member.payPwd })).toMatchObject({
      errCode: 1025,
    });
    expect((await member.ok(getuserinfo, {})).money).toBe(200_000);
    expect(await member.ok(financeOrders, {})).toEqual([]);
  });

  it('makes one contract of parallel transfers with one request_id', async () => {
    const member = await rich();
    const body = { amount: 300_000, pwd: member.payPwd, request_id: 'finance-once-1', token: member.token };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(financeTransfer, body)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await member.ok(financeOrders, {})).toHaveLength(1);
    expect((await member.ok(getuserinfo, {})).money).toBe(1_700_000);
    const { pledged } = await member.ok(financeProducts, {});
    expect(pledged).toBe(300_000);
    // The same id for another amount moves nothing.
    expect(await member.fail(financeTransfer, { ...body, amount: 400_000 })).toMatchObject({ errCode: 3017 });
  });
});

describe('accrual and maturity', () => {
  it('pays each period once, missed ones after a pause, then returns the principal once', async () => {
    const member = await rich();
    const contract = await member.ok(financeTransfer, { amount: '100000.37', pwd: member.payPwd });
    expect(contract).toMatchObject({ product_id: 1, principal: 100_000.37, days: 15, interest_expected: 2250.01 });
    expect((await member.ok(getuserinfo, {})).money).toBe(1_899_999.63);

    // Nothing is due yet; then five periods pass while "no process runs".
    expect((await t.services.finance.accrueDue()).paid).toBe(0);
    now += 5_000;
    // Two processes at once: each period is paid by one of them.
    const [a, b] = await Promise.all([t.services.finance.accrueDue(), t.services.finance.accrueDue()]);
    const paidAfter5 = (
      await t.db.selectFrom('finance_accruals').select('period').where('contract_id', '=', contract.id).execute()
    ).length;
    expect(paidAfter5).toBe(5);
    expect(a.paid + b.paid).toBeGreaterThanOrEqual(5);
    const mid = await member.ok(financeOrder, { id: contract.id });
    expect(mid).toMatchObject({ periods_paid: 5, interest_accrued: 750, status: 'active' });
    expect(mid.accruals.map((x) => x.amount)).toEqual([150, 150, 150, 150, 150]);

    now += 20_000;
    await Promise.all([t.services.finance.accrueDue(), t.services.finance.accrueDue()]);
    await t.services.finance.accrueDue();
    const done = await member.ok(financeOrder, { id: contract.id });
    expect(done).toMatchObject({ periods_paid: 15, interest_accrued: 2250.01, status: 'matured' });
    expect(done.accruals.reduce((s, x) => s + Math.round(x.amount * 100), 0)).toBe(225_001);
    // Cash: back to the start plus exactly the interest; the pledge is empty.
    expect((await member.ok(getuserinfo, {})).money).toBe(2_002_250.01);
    expect((await member.ok(financeProducts, {})).pledged).toBe(0);
    const entries = await t.db
      .selectFrom('ledger_txns')
      .select(['reason'])
      .where('user_id', '=', member.id)
      .where('reason', 'in', ['pledge_in', 'interest', 'principal'])
      .execute();
    expect(entries.filter((e) => e.reason === 'interest')).toHaveLength(15);
    expect(entries.filter((e) => e.reason === 'principal')).toHaveLength(1);
    const day = new Date().toISOString().slice(0, 10);
    const flow = await member.ok(getfinanceflow, { value: { start: day, end: day } });
    expect(flow.map((f: { reason: string }) => f.reason)).toEqual(
      expect.arrayContaining(['Finance transfer-in', 'Finance interest', 'Finance principal returned']),
    );
    expect((await t.services.ledger.audit()).ok).toBe(true);
  });

  it('answers 3043 for another member’s contract or an unknown id', async () => {
    const owner = await rich();
    const contract = await owner.ok(financeTransfer, { amount: 100_000, pwd: owner.payPwd });
    const other = await given(t).user();
    expect(await other.fail(financeOrder, { id: contract.id })).toMatchObject({ errCode: 3043, field: 'id' });
    expect(await owner.fail(financeOrder, { id: 2_147_483_000 })).toMatchObject({ errCode: 3043 });
  });
});
