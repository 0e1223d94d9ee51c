import {
  addbankcard,
  adminApproveWithdrawal,
  adminConfirmDeposit,
  adminCreateStaff,
  adminFreeze,
  adminMember,
  adminRejectWithdrawal,
  adminWithdrawals,
  CALLS,
  getBankcardlist,
  recharge,
  withdraw,
} from '@roundhouse/contract';
import { cents } from '@roundhouse/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../test/calls.ts';
import { type LiveFixture, liveApp, STAFF_PASSWORD, signInStaff } from '../../test/console.ts';
import { given } from '../../test/given.ts';
import { type TestApp, uniqueName } from '../../test/test-app.ts';

/**
 * Issue 22, faults 3 and 23: staff never play or move their own money, never decide a request of
 * their own account, and a frozen member's withdrawals are held.
 */
let t: TestApp;
let admin: Caller;
const staff: Record<'viewer' | 'operator' | 'admin', { caller: Caller; id: number }> = {} as never;

beforeAll(async () => {
  let chiefStepUp: LiveFixture['chiefStepUp'];
  ({ t, chief: admin, chiefStepUp } = await liveApp());
  for (const role of ['viewer', 'operator', 'admin'] as const) {
    const username = `s${uniqueName()}`.slice(0, 30);
    await admin.ok(adminCreateStaff, {
      username,
      password: STAFF_PASSWORD,
      role,
      ...chiefStepUp(),
    });
    const token = await signInStaff(t, username, STAFF_PASSWORD);
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('login_key', '=', username.toLowerCase())
      .executeTakeFirstOrThrow();
    staff[role] = { caller: caller(t.app, token), id: row.id };
  }
});
afterAll(() => t.close());

const MEMBERS_ONLY = [
  'addbankcard',
  'delbankcard',
  'financeTransfer',
  'getGamecancel',
  'order',
  'recharge',
  'withdraw',
];

describe('staff and their own money', () => {
  it('marks every call that plays or moves a member’s money as members only', () => {
    const marked = Object.entries(CALLS)
      .filter(([, call]) => call.membersOnly)
      .map(([name]) => name)
      .sort();
    expect(marked).toEqual(MEMBERS_ONLY);
  });

  it('refuses every such call to each staff role with 3061, before its body is looked at', async () => {
    for (const role of ['viewer', 'operator', 'admin'] as const) {
      for (const name of MEMBERS_ONLY) {
        const call = CALLS[name as keyof typeof CALLS];
        const refused = await staff[role].caller.fail(call, {});
        expect({ role, name, errCode: refused.errCode }).toEqual({ role, name, errCode: 3061 });
      }
    }
    const deposits = await t.db
      .selectFrom('deposits')
      .select('id')
      .where(
        'user_id',
        'in',
        Object.values(staff).map((s) => s.id),
      )
      .execute();
    expect(deposits).toEqual([]);
  });

  it('lets no staff member decide a deposit or withdrawal of their own account (3062)', async () => {
    // A request an account made before it became staff (written directly: no call can make it now).
    const own = await t.db
      .insertInto('deposits')
      .values({
        user_id: staff.operator.id,
        amount_cents: cents(50_000),
        status: 'pending',
        reference: '',
        request_id: null,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await staff.operator.caller.fail(adminConfirmDeposit, { id: own.id })).errCode).toBe(3062);
    const row = await t.db.selectFrom('deposits').select('status').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    await t.db.deleteFrom('deposits').where('id', '=', own.id).execute();
  });
});

describe('the console’s member screens', () => {
  it('serve members only: a staff id answers 3063 to every role, with nothing of its sessions', async () => {
    for (const role of ['viewer', 'operator', 'admin'] as const) {
      const refused = await staff[role].caller.fail(adminMember, { user_id: staff.admin.id });
      expect(refused.errCode).toBe(3063);
      expect(JSON.stringify(refused)).not.toContain('sessions');
    }
    const member = await given(t).user();
    expect((await staff.viewer.caller.ok(adminMember, { user_id: member.id })).member.id).toBe(member.id);
  });
});

describe('a frozen member’s withdrawal', () => {
  it('is held: approving answers 3069 and pays nothing; rejecting returns the money; unfrozen, it pays', async () => {
    const member = await given(t).user();
    const pending = await member.ok(recharge, { money: 1_000 });
    await admin.ok(adminConfirmDeposit, { id: pending.id });
    await member.ok(addbankcard, { type: 'Bank', bank: 'HSBC', account: '12345678', username: 'A Member' });
    const card = (await member.ok(getBankcardlist, {}))[0];
    await member.ok(withdraw, { bank_id: card?.id ?? 0, money: 600, pwd: member.payPwd });
    await member.ok(withdraw, { bank_id: card?.id ?? 0, money: 200, pwd: member.payPwd });
    const [first, second] = await t.db
      .selectFrom('withdrawals')
      .select(['id', 'status'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    await admin.ok(adminFreeze, { user_id: member.id, frozen: true });
    // The queue says why it is held.
    const queue = await staff.viewer.caller.ok(adminWithdrawals, { status: 'pending' });
    expect(queue.find((w) => w.id === first?.id)).toMatchObject({ member_frozen: true });
    expect((await staff.operator.caller.fail(adminApproveWithdrawal, { id: first?.id ?? 0 })).errCode).toBe(3069);
    const held = await t.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', first?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe('pending');
    expect((await staff.operator.caller.ok(adminRejectWithdrawal, { id: second?.id ?? 0 })).status).toBe('rejected');
    await admin.ok(adminFreeze, { user_id: member.id, frozen: false });
    expect((await staff.operator.caller.ok(adminApproveWithdrawal, { id: first?.id ?? 0 })).status).toBe('paid');
  });
});
