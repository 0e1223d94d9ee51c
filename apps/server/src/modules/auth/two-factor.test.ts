import {
  adminDashboard,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTotpVerify,
  adminTwoFactor,
  login,
} from '@roundhouse/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { type Caller, caller } from '../../test/calls.ts';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp, uniqueName } from '../../test/test-app.ts';

/**
 * Issue 23: staff sign in with a second factor (TOTP). In live mode (STAFF_2FA=required by default)
 * a staff password alone opens no console call; a code is used once; wrong codes share a limit that
 * holds under a burst; recovery codes work once each.
 */
let live: TestApp;
beforeAll(async () => {
  live = await createTestApp({ SCHEDULER: 'false', APP_MODE: 'live' });
});
afterAll(() => live.close());

async function staffIn(t: TestApp, role: 'admin' | 'operator' | 'viewer' = 'admin') {
  const username = `s${uniqueName()}`.slice(0, 30);
  await t.services.accounts.ensureUser({ username, password: 'Staff2026x', payPassword: '135790', role });
  const signIn = async () => caller(t.app, (await caller(t.app).ok(login, { username, password: 'Staff2026x' })).token);
  return { username, signIn };
}

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function enrolled(session: Caller) {
  const { secret, uri } = await session.ok(adminTotpEnrol, {});
  const used = await codeFor(secret);
  const { recovery_codes } = await session.ok(adminTotpConfirm, { code: used });
  return { secret, uri, recovery_codes, used };
}

describe('in live mode a staff password alone opens no console call', () => {
  it('asks for the second factor, enrols with a QR secret, and opens the console once passed', async () => {
    const { username, signIn } = await staffIn(live);
    const session = await signIn();
    expect(await session.fail(adminDashboard, { tz_offset: 0 })).toMatchObject({ errCode: 3070 });
    expect(await session.ok(adminTwoFactor, {})).toEqual({
      policy: 'required',
      enrolled: false,
      passed: false,
      recovery_left: 0,
    });
    expect(await session.fail(adminTotpVerify, { code: '123456' })).toMatchObject({ errCode: 3072 });
    const { secret } = await session.ok(adminTotpEnrol, {});
    const { uri } = await session.ok(adminTotpEnrol, {});
    expect(uri).toMatch(new RegExp(`^otpauth://totp/Roundhouse:${username}\\?secret=[A-Z2-7]+&issuer=Roundhouse$`));
    // The first enrolment was replaced: its code no longer confirms.
    expect(await session.fail(adminTotpConfirm, { code: await codeFor(secret) })).toMatchObject({ errCode: 3071 });
    const pending = uri.match(/secret=([A-Z2-7]+)/)?.[1] ?? '';
    const { recovery_codes } = await session.ok(adminTotpConfirm, { code: await codeFor(pending) });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(await session.ok(adminDashboard, { tz_offset: 0 })).toHaveProperty('days');
    expect(await session.ok(adminTwoFactor, {})).toMatchObject({ enrolled: true, passed: true, recovery_left: 10 });
  });

  it('takes each code once: a new session needs its own code, the one just used is refused', async () => {
    const { signIn } = await staffIn(live);
    const first = await signIn();
    const { secret, recovery_codes, used } = await enrolled(first);
    const second = await signIn();
    expect(await second.fail(adminDashboard, {})).toMatchObject({ errCode: 3070 });
    // The confirming code's time step was used: the same code (or an earlier one) is refused.
    expect(await second.fail(adminTotpVerify, { code: used })).toMatchObject({ errCode: 3071 });
    expect(await second.fail(adminTotpVerify, { code: await codeFor(secret, -1) })).toMatchObject({ errCode: 3071 });
    // The next step's code (clock drift of one step) passes, once.
    expect(await second.ok(adminTotpVerify, { code: await codeFor(secret, 1) })).toMatchObject({ passed: true });
    await second.ok(adminDashboard, {});
    // A recovery code passes once, in any session.
    const third = await signIn();
    expect(await third.ok(adminTotpVerify, { code: recovery_codes[0] ?? '' })).toMatchObject({
      passed: true,
      recovery_left: 9,
    });
    const fourth = await signIn();
    expect(await fourth.fail(adminTotpVerify, { code: recovery_codes[0] ?? '' })).toMatchObject({ errCode: 3071 });
    // Setting it up again needs a session that has passed it.
    expect(await fourth.fail(adminTotpEnrol, {})).toMatchObject({ errCode: 3070 });
  });

  it('counts wrong codes under a burst: five are compared, the rest refused, even a right one after', async () => {
    const { signIn } = await staffIn(live);
    const { secret } = await enrolled(await signIn());
    const session = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => session.fail(adminTotpVerify, { code: String(100_000 + i) })),
    );
    const codes = answers.map((a) => a.errCode);
    expect(codes.filter((c) => c === 3071).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 3002).length).toBeGreaterThanOrEqual(15);
    expect(await session.fail(adminTotpVerify, { code: await codeFor(secret, 1) })).toMatchObject({ errCode: 3002 });
    expect(await session.fail(adminDashboard, {})).toMatchObject({ errCode: 3070 });
  });
});

describe('STAFF_2FA', () => {
  it('optional (the demo default): staff without it sign in as before; once set up, every session needs it', async () => {
    const demo = await createTestApp({ SCHEDULER: 'false' });
    try {
      const operator = caller(demo.app, (await caller(demo.app).ok(login, DEMO_OPERATOR)).token);
      expect(await operator.ok(adminTwoFactor, {})).toMatchObject({
        policy: 'optional',
        enrolled: false,
        passed: true,
      });
      await operator.ok(adminDashboard, {});
      const { signIn } = await staffIn(demo);
      const { secret } = await enrolled(await signIn());
      const again = await signIn();
      expect(await again.fail(adminDashboard, {})).toMatchObject({ errCode: 3070 });
      await again.ok(adminTotpVerify, { code: await codeFor(secret, 1) });
      await again.ok(adminDashboard, {});
      // A member is refused (3004) before anything else.
      expect(await (await given(demo).user()).fail(adminTwoFactor, {})).toMatchObject({ errCode: 3004 });
    } finally {
      await demo.close();
    }
  });

  it('off: no staff session is asked for it', async () => {
    const off = await createTestApp({ SCHEDULER: 'false', APP_MODE: 'live', STAFF_2FA: 'off' });
    try {
      const { signIn } = await staffIn(off);
      const session = await signIn();
      await session.ok(adminDashboard, {});
      expect(await session.ok(adminTwoFactor, {})).toMatchObject({ policy: 'off', passed: true });
    } finally {
      await off.close();
    }
  });
});
