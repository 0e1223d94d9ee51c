import { getuserinfo, login, recharge, repasswd, resetpaypwd } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

/**
 * A password change whose answer was lost on the way back is sent again by the member: with the
 * same request_id it is answered ok, though its "current password" is no longer current (it used to
 * be refused as wrong, after the change was made).
 */
const t = fileTestApp({ SCHEDULER: 'false' });

const signIn = (username: string, password: string) => t.call(login, { username, password });

describe('a login password change sent again', () => {
  it('is answered ok under the same request_id, once changed, and refused as wrong without one', async () => {
    const member = await given(t).user();
    const other = (await signIn(member.username, member.password)).data.token as string;
    const body = { passwd: member.password, npasswd: 'Fresh2026x', request_id: 'change-login-0001' };
    await member.ok(repasswd, body);
    await member.ok(repasswd, body);
    expect((await member.fail(repasswd, { ...body, request_id: undefined })).errCode).toBe(1059);
    expect((await signIn(member.username, 'Fresh2026x')).code).toBe(1);
    expect((await signIn(member.username, member.password)).data.errCode).toBe(1003);
    await member.ok(getuserinfo, {});
    expect((await t.call(getuserinfo, { token: other })).code).toBe(409);
  });

  it('refuses the same id asking for another new password (3017), and changes nothing', async () => {
    const member = await given(t).user();
    const body = { passwd: member.password, npasswd: 'Fresh2026x', request_id: 'change-login-0002' };
    await member.ok(repasswd, body);
    expect((await member.fail(repasswd, { ...body, npasswd: 'Other2026y' })).errCode).toBe(3017);
    expect((await signIn(member.username, 'Other2026y')).data.errCode).toBe(1003);
    expect((await signIn(member.username, 'Fresh2026x')).code).toBe(1);
  });

  it('keeps no id for a refused change: the same id then goes through with the right password', async () => {
    const member = await given(t).user();
    const body = { passwd: 'Wrong2026z', npasswd: 'Fresh2026x', request_id: 'change-login-0003' };
    expect((await member.fail(repasswd, body)).errCode).toBe(1059);
    await member.ok(repasswd, { ...body, passwd: member.password });
    expect((await signIn(member.username, 'Fresh2026x')).code).toBe(1);
  });

  it('answers a burst of the same request ok, every one, with one change made', async () => {
    const member = await given(t).user();
    const body = { passwd: member.password, npasswd: 'Fresh2026x', request_id: 'change-login-0004' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(repasswd, { ...body, token: member.token })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(6).fill(1));
    expect((await signIn(member.username, 'Fresh2026x')).code).toBe(1);
    const kept = await t.db.selectFrom('request_keys').select('operation').where('user_id', '=', member.id).execute();
    expect(kept).toEqual([{ operation: 'repasswd' }]);
  });

  it('refuses an id spent on another call (3017): a key is scoped to its operation', async () => {
    const member = await given(t).user();
    await member.ok(recharge, { money: 500, request_id: 'spent-on-recharge' });
    const body = { passwd: member.password, npasswd: 'Fresh2026x', request_id: 'spent-on-recharge' };
    expect((await member.fail(repasswd, body)).errCode).toBe(3017);
    expect((await signIn(member.username, member.password)).code).toBe(1);
  });
});

describe('a payment password change sent again', () => {
  it('is answered ok under the same request_id, and refused (3017) asking for another', async () => {
    const member = await given(t).user();
    const body = { srcpwd: member.payPwd, newpwd: '864209', newpwd2: '864209', request_id: 'change-pay-00001' };
    await member.ok(resetpaypwd, body);
    await member.ok(resetpaypwd, body);
    expect((await member.fail(resetpaypwd, { ...body, request_id: undefined })).errCode).toBe(1051);
    const other = { ...body, newpwd: '975310', newpwd2: '975310' };
    expect((await member.fail(resetpaypwd, other)).errCode).toBe(3017);
    // The payment password now is the first change's.
    await member.ok(resetpaypwd, { srcpwd: '864209', newpwd: '111222', newpwd2: '111222' });
  });
});
