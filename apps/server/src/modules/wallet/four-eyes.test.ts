import {
  addbankcard,
  adminApproveWithdrawal,
  adminAuditLedger,
  adminRejectWithdrawal,
  adminSaveSettings,
  adminSettings,
  adminWithdrawals,
  getBankcardlist,
  getLeftmoney,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/calls.ts';
import { fileConsoleApp, STAFF_PASSWORD } from '../../test/console.ts';
import { given, type Member, TRON } from '../../test/given.ts';

/**
 * Issue 23, four eyes: from `two_approvals_from` up a payout needs two different staff members'
 * approvals; the first pays nothing, the same person cannot give the second, a rejection by either
 * ends it, and two concurrent second approvals pay once.
 */
const c = fileConsoleApp();
let a: Caller;
let b: Caller;
let d: Caller;

beforeAll(async () => {
  [a, b, d] = await Promise.all([c.staff('operator'), c.staff('operator'), c.staff('operator')]);
  const { vip_levels: _levels, ...settings } = await c.admin.ok(adminSettings, {});
  await c.admin.ok(adminSaveSettings, {
    ...settings,
    withdraw_rules: { ...settings.withdraw_rules, two_approvals_from: 500 },
  });
});

async function requested(member: Member, money: number): Promise<number> {
  if ((await member.ok(getBankcardlist, {})).length === 0)
    await member.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
  const card = (await member.ok(getBankcardlist, {}))[0];
  const list = await c.admin.ok(adminWithdrawals, { status: 'pending' });
  const before = new Set(list.map((w) => w.id));
  await member.ok(withdraw, { bank_id: card?.id ?? 0, money, pwd: member.payPwd });
  const after = await c.admin.ok(adminWithdrawals, { status: 'pending' });
  return after.find((w) => !before.has(w.id) && w.user_id === member.id)?.id ?? 0;
}

describe('four eyes on payouts from two_approvals_from (500 USD here)', () => {
  it('pays only at the second approval, by someone else; the member sees it under review meanwhile', async () => {
    const member = await given(c.t).user({ cash: 2_000 });
    const id = await requested(member, 600);
    const first = await a.ok(adminApproveWithdrawal, { id });
    expect(first).toMatchObject({ status: 'pending', approvals_needed: 2, money: 600 });
    expect(first.approved_by).not.toBeNull();
    expect((await member.ok(withdrawList, {})).find((w) => w.id === id)?.status).toBe('pending');
    expect((await member.ok(getLeftmoney, {})).leftmoney).toBe(1_400);
    expect(await a.fail(adminApproveWithdrawal, { id })).toMatchObject({ errCode: 3073 });
    const paid = await b.ok(adminApproveWithdrawal, { id });
    expect(paid).toMatchObject({ status: 'paid' });
    expect((await member.ok(withdrawList, {})).find((w) => w.id === id)?.status).toBe('paid');
    const log = await c.auditRows(`withdrawal:${id}`);
    expect(log.map((r) => r.action).sort()).toEqual(['withdrawal.approve', 'withdrawal.approve_first']);
  });

  it('answers a first approval sent again under its request id as it stands: not refused, still one of two', async () => {
    const member = await given(c.t).user({ cash: 2_000 });
    const id = await requested(member, 700);
    const asked = { id, request_id: 'first-approval-0001' };
    const first = await a.ok(adminApproveWithdrawal, asked);
    expect(await a.ok(adminApproveWithdrawal, asked)).toEqual(first);
    expect(first).toMatchObject({ status: 'pending', approvals_needed: 2 });
    expect(await b.ok(adminApproveWithdrawal, { id })).toMatchObject({ status: 'paid' });
    expect(await a.ok(adminApproveWithdrawal, asked)).toMatchObject({ status: 'paid' });
    expect((await member.ok(getLeftmoney, {})).leftmoney).toBe(1_300);
    const log = await c.auditRows(`withdrawal:${id}`);
    expect(log.map((r) => r.action).sort()).toEqual(['withdrawal.approve', 'withdrawal.approve_first']);
  });

  it('pays a smaller one at once, and ends a large one on either rejection', async () => {
    const member = await given(c.t).user({ cash: 2_000 });
    const small = await requested(member, 100);
    expect(await a.ok(adminApproveWithdrawal, { id: small })).toMatchObject({ status: 'paid', approvals_needed: 1 });
    const large = await requested(member, 800);
    await a.ok(adminApproveWithdrawal, { id: large });
    expect(await b.ok(adminRejectWithdrawal, { id: large, note: 'unknown address' })).toMatchObject({
      status: 'rejected',
    });
    expect((await member.ok(getLeftmoney, {})).leftmoney).toBe(1_900);
    expect(await d.fail(adminApproveWithdrawal, { id: large })).toMatchObject({ errCode: 3015 });
  });

  it('pays once when two second approvals come together', async () => {
    const member = await given(c.t).user({ cash: 2_000 });
    const id = await requested(member, 1_000);
    // From WITHDRAWAL_STEP_UP_USD (1,000) each approval is confirmed with the approver's password too.
    await a.ok(adminApproveWithdrawal, { id, confirm: STAFF_PASSWORD });
    const answers = await Promise.all(
      [b, d, b, d].map((s) =>
        s.ok(adminApproveWithdrawal, { id, confirm: STAFF_PASSWORD }).then(
          () => 'paid',
          (error: Error) => (error.message.includes('"errCode":3015') ? 'decided' : error.message),
        ),
      ),
    );
    expect(answers.sort()).toEqual(['decided', 'decided', 'decided', 'paid']);
    expect((await member.ok(getLeftmoney, {})).leftmoney).toBe(1_000);
    expect((await c.admin.ok(adminAuditLedger, {})).ok).toBe(true);
  });
});
