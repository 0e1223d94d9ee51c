import {
  addbankcard,
  adminApproveWithdrawal,
  adminPayoutDetails,
  adminResetPassword,
  adminWithdrawals,
  withdraw,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { fileConsoleApp } from '../../test/console.ts';
import { given, type Member } from '../../test/given.ts';

/**
 * Issue 29: what an operator needs to pay. The queue shows each withdrawal's member with their cash,
 * deposits and payouts of the last 30 days and what stands out; staff who may pay see the whole
 * destination, each look audited; a viewer does not.
 */
const c = fileConsoleApp(['operator', 'viewer']);
const operator = c.as('operator');
const viewer = c.as('viewer');

async function requested(member: Member, money: number) {
  const card = await member.ok(addbankcard, {
    type: 'Bank',
    bank: 'HSBC Hong Kong',
    branch: 'Central',
    account: '4000 1234 5678 9012',
    username: 'CHAN Tai Man',
  });
  await member.ok(withdraw, { bank_id: card.id, money, pwd: member.payPwd });
  const row = (await c.admin.ok(adminWithdrawals, { status: 'pending' })).find((w) => w.user_id === member.id);
  if (!row) throw new Error('no withdrawal');
  return row;
}

describe('the withdrawal queue', () => {
  it("shows the member's cash, last 30 days and flags beside each withdrawal", async () => {
    const member = await given(c.t).user({ cash: 800 });
    const first = await requested(member, 125);
    expect(first).toMatchObject({
      destination: 'HSBC Hong Kong ••••9012',
      member_balance: 675,
      deposits_30d: 800,
      withdrawals_30d: 0,
    });
    expect(first.flags.sort()).toEqual(['new_account', 'new_destination']);
    await c.admin.ok(adminApproveWithdrawal, { id: first.id });
    await c.admin.ok(adminResetPassword, { user_id: member.id, kind: 'login' });
    const rows = await c.admin.ok(adminWithdrawals, {});
    const paid = rows.find((w) => w.id === first.id);
    expect(paid).toMatchObject({ status: 'paid', withdrawals_30d: 125, member_balance: 675 });
    expect(paid?.flags).toContain('password_reset');
  });

  it('shows the whole destination to staff who may pay, and audits each look; not to a viewer', async () => {
    const member = await given(c.t).user({ cash: 800 });
    const w = await requested(member, 200);
    const details = await operator.ok(adminPayoutDetails, { id: w.id });
    expect(details).toEqual({
      id: w.id,
      type: 'Bank',
      realname: 'CHAN Tai Man',
      bank: 'HSBC Hong Kong',
      branch: 'Central',
      account: '4000 1234 5678 9012',
      address: '',
    });
    await c.admin.ok(adminPayoutDetails, { id: w.id });
    const looks = (await c.auditRows(`withdrawal:${w.id}`)).filter((r) => r.action === 'withdrawal.view_details');
    expect(looks).toHaveLength(2);
    expect(looks.map((r) => r.after)).toEqual([{ user_id: member.id }, { user_id: member.id }]);
    expect(await viewer.fail(adminPayoutDetails, { id: w.id })).toMatchObject({ errCode: 3006 });
    expect(await member.fail(adminPayoutDetails, { id: w.id })).toMatchObject({ errCode: 3004 });
    expect(await operator.fail(adminPayoutDetails, { id: 999_999 })).toMatchObject({ errCode: 3016 });
    // A viewer's queue shows the destination masked, as everyone's does.
    expect((await viewer.ok(adminWithdrawals, {})).find((r) => r.id === w.id)?.destination).toBe(
      'HSBC Hong Kong ••••9012',
    );
  });
});
