import {
  getMyTwoFactor,
  getTrendData,
  getuserinfo,
  login,
  loginCode,
  myTotpConfirm,
  myTotpDisable,
  myTotpEnrol,
  order,
} from '@roundhouse/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { caller } from '../../test/calls.ts';
import { given, type Member } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

/**
 * Issue 23, a member's optional second factor: set up from the security screen, asked at every
 * sign-in once on (login answers code_needed; every other call 3070 until loginCode passes), each
 * code taken once, wrong ones limited under a burst, turned off with a code.
 */
const t = fileTestApp({ SCHEDULER: 'false' });

const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function withApp(member: Member) {
  const { secret, uri } = await member.ok(myTotpEnrol, {});
  const { recovery_codes } = await member.ok(myTotpConfirm, { code: await codeFor(secret) });
  return { secret, uri, recovery_codes };
}

async function signIn(member: Member) {
  return caller(t.app).ok(login, { quhao: '852', username: member.username, password: member.password });
}

describe("a member's own second factor", () => {
  it('is off until set up; once on, the other sessions end and this one goes on', async () => {
    const member = await given(t).user();
    const other = caller(t.app, (await signIn(member)).token);
    expect(await signIn(member)).not.toHaveProperty('code_needed');
    expect(await member.ok(getMyTwoFactor, {})).toEqual({ enrolled: false, recovery_left: 0 });
    const { uri, recovery_codes } = await withApp(member);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Roundhouse:/);
    expect(recovery_codes).toHaveLength(10);
    expect(await member.ok(getMyTwoFactor, {})).toEqual({ enrolled: true, recovery_left: 10 });
    await member.ok(getuserinfo, {});
    expect((await other.fail(getuserinfo, {})).code).toBe(409);
  });

  it('asks every sign-in for a code: nothing answers before it but loginCode, and each code passes once', async () => {
    const member = await given(t).user({ cash: 500 });
    const { secret, recovery_codes } = await withApp(member);
    const first = await signIn(member);
    expect(first.code_needed).toBe(true);
    const pending = caller(t.app, first.token);
    expect(await pending.fail(getuserinfo, {})).toMatchObject({ errCode: 3070 });
    expect(await pending.fail(order, { gameid: 1, roomid: 1, order_info: [[0, 1.95, 20]] })).toMatchObject({
      errCode: 3070,
    });
    // A public call that a token makes personal treats the waiting session as nobody.
    expect((await pending.ok(getTrendData, {})).yeswin).toBe(0);
    // The code that set the app up was taken; the next time step's passes, once.
    expect(await pending.fail(loginCode, { code: await codeFor(secret) })).toMatchObject({ errCode: 3071 });
    const next = await codeFor(secret, 1);
    await pending.ok(loginCode, { code: next });
    expect((await pending.ok(getuserinfo, {})).username).toBe(member.username);
    const second = caller(t.app, (await signIn(member)).token);
    expect(await second.fail(loginCode, { code: next })).toMatchObject({ errCode: 3071 });
    // A recovery code passes once.
    await second.ok(loginCode, { code: recovery_codes[0] ?? '' });
    const third = caller(t.app, (await signIn(member)).token);
    expect(await third.fail(loginCode, { code: recovery_codes[0] ?? '' })).toMatchObject({ errCode: 3071 });
    expect(await second.ok(getMyTwoFactor, {})).toEqual({ enrolled: true, recovery_left: 9 });
  });

  it('answers a code sent again by a session that passed with it (its answer lost) as passed, using up nothing', async () => {
    const member = await given(t).user();
    const { secret, recovery_codes } = await withApp(member);
    const pending = caller(t.app, (await signIn(member)).token);
    const code = await codeFor(secret, 1);
    await pending.ok(loginCode, { code });
    await pending.ok(loginCode, { code });
    const other = caller(t.app, (await signIn(member)).token);
    await other.ok(loginCode, { code: recovery_codes[0] ?? '' });
    await other.ok(loginCode, { code: recovery_codes[0] ?? '' });
    expect(await other.ok(getMyTwoFactor, {})).toEqual({ enrolled: true, recovery_left: 9 });
    // Another session still needs a code of its own: the one used is refused there.
    const third = caller(t.app, (await signIn(member)).token);
    expect(await third.fail(loginCode, { code })).toMatchObject({ errCode: 3071 });
    expect(await third.fail(getuserinfo, {})).toMatchObject({ errCode: 3070 });
  });

  it('limits wrong codes under a burst: at most 5 are compared, then 3002 even for a right one', async () => {
    const member = await given(t).user();
    const { recovery_codes } = await withApp(member);
    const pending = caller(t.app, (await signIn(member)).token);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => pending.fail(loginCode, { code: String(100_000 + i) })),
    );
    expect(answers.filter((a) => a.errCode === 3071).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.errCode === 3002).length).toBeGreaterThanOrEqual(25);
    expect(await pending.fail(loginCode, { code: recovery_codes[1] ?? '' })).toMatchObject({ errCode: 3002 });
  });

  it('turns off with a code (not without one); then sign-in asks for none', async () => {
    const member = await given(t).user();
    const { recovery_codes } = await withApp(member);
    expect(await member.fail(myTotpDisable, { code: '000000' })).toMatchObject({ errCode: 3071 });
    expect(await member.ok(myTotpDisable, { code: recovery_codes[2] ?? '' })).toEqual({
      enrolled: false,
      recovery_left: 0,
    });
    const again = await signIn(member);
    expect(again).not.toHaveProperty('code_needed');
    await caller(t.app, again.token).ok(getuserinfo, {});
    expect(await member.fail(myTotpDisable, { code: '000000' })).toMatchObject({ errCode: 3072 });
  });
});
