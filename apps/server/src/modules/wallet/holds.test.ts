import {
  addbankcard,
  adminAuditLog,
  adminConfirmDeposit,
  adminResetPassword,
  financeTransfer,
  getBankcardlist,
  getMyMessages,
  getuserinfo,
  login,
  order,
  readMyMessages,
  recharge,
  register,
  repasswd,
  resetpaypwd,
  selfExclude,
  withdraw,
} from '@roundhouse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../test/calls.ts';
import { liveApp } from '../../test/console.ts';
import { given, openRoundNow } from '../../test/given.ts';
import { registerBody, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 22, faults 17 and 18: self-exclusion covers every move of money into play or products (a
 * pending deposit is still credited); a password reset by staff holds withdrawals for 24 hours.
 */
let t: TestApp;
let operator: Caller;
beforeAll(async () => {
  ({ t, chief: operator } = await liveApp({ SCHEDULER: 'false' }));
  // The finance products a live installation would have made (demo seeds them).
  await t.services.finance.ensureDefaults(true);
});
afterAll(() => t.close());

/** A member with `cash` confirmed by the operator (live mode: deposits wait for staff). */
async function funded(cash: number) {
  const member = await given(t).user();
  for (let left = cash; left > 0; left -= 1_000_000) {
    const deposit = await member.ok(recharge, { money: Math.min(left, 1_000_000) });
    await operator.ok(adminConfirmDeposit, { id: deposit.id });
  }
  return member;
}

describe('self-exclusion', () => {
  it('blocks orders and finance transfers; a deposit made before it is still credited when confirmed', async () => {
    const member = await funded(300_000);
    const pending = await member.ok(recharge, { money: 1_000 });
    await member.ok(selfExclude, { days: 1 });
    expect((await member.fail(financeTransfer, { amount: 100_000, pwd: member.payPwd })).errCode).toBe(3030);
    const round = await openRoundNow(t, 1, 10);
    const buy = { gameid: round.id, roomid: 1, order_info: [[0, 1.95, 20]] as [number, number, number][] };
    expect((await member.fail(order, buy)).errCode).toBe(3030);
    expect((await member.fail(recharge, { money: 500 })).errCode).toBe(3030);
    // The money of a deposit made before is the member's: credited, and still not playable.
    await operator.ok(adminConfirmDeposit, { id: pending.id });
    expect((await member.ok(getuserinfo, {})).money).toBe(301_000);
    expect((await member.fail(order, buy)).errCode).toBe(3030);
  });
});

describe('a password reset by staff', () => {
  it('tells a named member in the app, never another member', async () => {
    const named = await given(t).user({ cash: 500 });
    const other = await given(t).user();
    const { temporary } = await operator.ok(adminResetPassword, { user_id: named.id, kind: 'pay' });
    await named.ok(resetpaypwd, { srcpwd: temporary, newpwd: '864209', newpwd2: '864209' });
    const inbox = await named.ok(getMyMessages, {});
    expect(inbox).toMatchObject({ unread: 1, list: [{ kind: 'password_reset', params: { password: 'pay' } }] });
    expect(await other.ok(getMyMessages, {})).toEqual({ unread: 0, list: [] });
    expect(await caller(t.app).fail(getMyMessages, {})).toMatchObject({ errCode: 1062, code: 409 });
  });

  it('holds withdrawals for 24 hours, texts a phone member, and the audit row says so', async () => {
    const mobile = `5${String(Date.now()).slice(-7)}`;
    const { token } = await caller(t.app).ok(register, registerBody(mobile));
    const member = caller(t.app, token);
    const id = (await member.ok(getuserinfo, {})).id;
    const deposit = await member.ok(recharge, { money: 1_000 });
    await operator.ok(adminConfirmDeposit, { id: deposit.id });
    await member.ok(addbankcard, { type: 'Bank', bank: 'HSBC', account: '12345678', username: 'A Member' });
    const card = (await member.ok(getBankcardlist, {}))[0];

    const { temporary } = await operator.ok(adminResetPassword, { user_id: id, kind: 'login' });
    expect(t.sms.at(-1)).toMatchObject({ to: `+852${mobile}` });
    expect(t.sms.at(-1)?.text).toContain('Withdrawals are paused for 24 hours');
    const again = caller(
      t.app,
      (await caller(t.app).ok(login, { quhao: '852', username: mobile, password: temporary })).token,
    );
    await again.ok(repasswd, { passwd: temporary, npasswd: 'Fresh2026x' });
    const held = await again.fail(withdraw, { bank_id: card?.id ?? 0, money: 600, pwd: '135246' });
    expect(held.errCode).toBe(3066);
    expect(held.info).toMatch(
      /^Withdrawals are paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC after a password reset by support$/,
    );
    const log = await operator.ok(adminAuditLog, { action: 'member.reset_login_password' });
    const row = log.list.find((r) => r.target === `user:${id}`);
    expect(JSON.stringify(row?.after)).toContain('withdrawals_held_until');

    // The app tells the member too, in a message of their own, until they have read it. (The
    // sign-in with the one-time password comes from the browser the member registered in: no
    // "new device" message beside it.)
    const inbox = await again.ok(getMyMessages, {});
    expect(inbox.list.map((m) => m.kind).sort()).toEqual(['password_reset']);
    expect(inbox.unread).toBe(1);
    const reset = inbox.list.find((m) => m.kind === 'password_reset');
    expect(reset).toMatchObject({ read: false, params: { password: 'login' } });
    expect(Date.parse(reset?.params.until ?? '') - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await again.ok(readMyMessages, {})).unread).toBe(0);
    expect((await again.ok(getMyMessages, {})).list[0]?.read).toBe(true);

    // A day later the member withdraws as before.
    await sql`update users set staff_reset_at = now() - interval '25 hours' where id = ${id}`.execute(t.db);
    await again.ok(withdraw, { bank_id: card?.id ?? 0, money: 600, pwd: '135246' });
  });
});
