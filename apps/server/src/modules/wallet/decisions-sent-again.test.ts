import {
  addbankcard,
  adminApproveWithdrawal,
  adminAuditLedger,
  adminConfirmDeposit,
  adminCreateStaff,
  adminRejectDeposit,
  adminRejectWithdrawal,
  getLeftmoney,
  recharge,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../test/calls.ts';
import { liveApp, STAFF_PASSWORD, signInStaff } from '../../test/console.ts';
import { given, type Member, TRON } from '../../test/given.ts';
import { type TestApp, uniqueName } from '../../test/test-app.ts';

/**
 * A queue decision whose answer was lost is sent again under its request id (decision 037): it is
 * answered with the item as it now stands, never refused as already decided and never done twice.
 * Another decision under that id is refused (3017); without an id nothing changes (3015).
 */
let t: TestApp;
let chief: Caller;
let other: Caller;
beforeAll(async () => {
  let chiefStepUp: () => { confirm: string };
  ({ t, chief, chiefStepUp } = await liveApp({ SCHEDULER: 'false' }));
  const username = `s${uniqueName()}`.slice(0, 30);
  await chief.ok(adminCreateStaff, { username, password: STAFF_PASSWORD, role: 'operator', ...chiefStepUp() });
  other = caller(t.app, await signInStaff(t, username, STAFF_PASSWORD));
});
afterAll(() => t.close());

const auditRows = (target: string) =>
  t.db.selectFrom('admin_audit').select('action').where('target', '=', target).execute();

const cash = async (member: Member) => (await member.ok(getLeftmoney, {})).leftmoney;

/** A member with `money` confirmed by the chief (live mode: deposits wait for staff). */
async function funded(money: number): Promise<Member> {
  const member = await given(t).user();
  await chief.ok(adminConfirmDeposit, { id: (await member.ok(recharge, { money })).id });
  return member;
}

async function pendingWithdrawal(member: Member, money: number): Promise<number> {
  const card = await member.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
  await member.ok(withdraw, { bank_id: card.id, money, pwd: member.payPwd });
  return (await member.ok(withdrawList, {}))[0]?.id ?? 0;
}

describe('a deposit decision sent again', () => {
  it('answers the confirmed deposit, credited once with one audit row, even sent three times at once', async () => {
    const member = await given(t).user();
    const deposit = await member.ok(recharge, { money: 800 });
    const asked = { id: deposit.id, note: 'seen on the statement', request_id: 'confirm-deposit-0001' };
    const first = await chief.ok(adminConfirmDeposit, asked);
    expect(first).toMatchObject({ status: 'confirmed', money: 800, note: 'seen on the statement' });
    const again = await Promise.all([1, 2, 3].map(() => chief.ok(adminConfirmDeposit, asked)));
    expect(again).toEqual([first, first, first]);
    expect(await cash(member)).toBe(800);
    expect(await auditRows(`deposit:${deposit.id}`)).toEqual([{ action: 'deposit.confirm' }]);
    // Without its id, or by another staff member under the same id, it was decided already.
    expect((await chief.fail(adminConfirmDeposit, { id: deposit.id })).errCode).toBe(3015);
    expect((await other.fail(adminConfirmDeposit, asked)).errCode).toBe(3015);
    // The same id for another decision, or for another note, is not this one.
    expect((await chief.fail(adminRejectDeposit, asked)).errCode).toBe(3017);
    expect((await chief.fail(adminConfirmDeposit, { ...asked, note: 'other' })).errCode).toBe(3017);
  });

  it('keeps no id from a refused decision: the deposit is decided under it afterwards', async () => {
    const member = await given(t).user();
    const asked = { id: 987_654_321, request_id: 'reject-deposit-0001' };
    expect((await chief.fail(adminRejectDeposit, asked)).errCode).toBe(3016);
    const deposit = await member.ok(recharge, { money: 600 });
    await chief.ok(adminRejectDeposit, { ...asked, id: deposit.id });
    expect(await chief.ok(adminRejectDeposit, { ...asked, id: deposit.id })).toMatchObject({ status: 'rejected' });
    expect(await cash(member)).toBe(0);
  });
});

describe('a withdrawal decision sent again', () => {
  it('answers the paid withdrawal, paid out once', async () => {
    const member = await funded(500);
    const id = await pendingWithdrawal(member, 120);
    const asked = { id, request_id: 'approve-withdrawal-0001' };
    const answers = await Promise.all([1, 2].map(() => chief.ok(adminApproveWithdrawal, asked)));
    expect(answers.map((w) => w.status)).toEqual(['paid', 'paid']);
    expect(await chief.ok(adminApproveWithdrawal, asked)).toMatchObject({ status: 'paid', money: 120 });
    expect(await cash(member)).toBe(380);
    expect(await auditRows(`withdrawal:${id}`)).toEqual([{ action: 'withdrawal.approve' }]);
    expect((await chief.fail(adminRejectWithdrawal, { ...asked, note: 'late' })).errCode).toBe(3017);
    expect((await chief.ok(adminAuditLedger, {})).ok).toBe(true);
  });

  it('answers the rejected withdrawal, the money back once', async () => {
    const member = await funded(500);
    const id = await pendingWithdrawal(member, 200);
    const asked = { id, note: 'name mismatch', request_id: 'reject-withdrawal-0001' };
    await chief.ok(adminRejectWithdrawal, asked);
    expect(await chief.ok(adminRejectWithdrawal, asked)).toMatchObject({ status: 'rejected', note: 'name mismatch' });
    expect(await cash(member)).toBe(500);
    expect(await auditRows(`withdrawal:${id}`)).toEqual([{ action: 'withdrawal.reject' }]);
  });
});
