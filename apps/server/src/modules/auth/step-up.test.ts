import {
  ADMIN_CALLS,
  addbankcard,
  adminApproveWithdrawal,
  adminChains,
  adminCreateStaff,
  adminRejectWithdrawal,
  adminRooms,
  adminRotateChain,
  adminSaveRoom,
  adminTotpConfirm,
  adminTotpEnrol,
  adminWithdrawals,
  getBankcardlist,
  login,
  withdraw,
} from '@roundhouse/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { caller } from '../../test/calls.ts';
import { type ConsoleFixture, consoleApp, type LiveFixture, liveApp, STAFF_PASSWORD } from '../../test/console.ts';
import { given, type Member, TRON } from '../../test/given.ts';
import { type TestApp, uniqueName } from '../../test/test-app.ts';

/**
 * Issue 23, step-up: the most dangerous console calls (creating or changing staff, a live salt, new
 * odds, a payout from WITHDRAWAL_STEP_UP_USD) need a fresh code from the app, or the password where
 * there is none, in the same request. A code is taken once; wrong ones share the attempt limit.
 */
let c: ConsoleFixture;
let live: TestApp;
let chiefOf: LiveFixture;
const confirm = DEMO_OPERATOR.password;

beforeAll(async () => {
  [c, chiefOf] = await Promise.all([consoleApp(), liveApp({ SCHEDULER: 'false' })]);
  live = chiefOf.t;
});
afterAll(async () => {
  await Promise.all([c?.t.close(), live?.close()]);
});

async function requested(member: Member, money: number): Promise<number> {
  await member.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
  const card = (await member.ok(getBankcardlist, {}))[0];
  await member.ok(withdraw, { bank_id: card?.id ?? 0, money, pwd: member.payPwd });
  const list = await c.admin.ok(adminWithdrawals, { status: 'pending' });
  return list.find((w) => w.user_id === member.id)?.id ?? 0;
}

describe('a payout from WITHDRAWAL_STEP_UP_USD (1,000 by default)', () => {
  it('asks for the password first (3076); a smaller one, or a rejection, does not', async () => {
    const large = await requested(await given(c.t).user({ cash: 3_000 }), 1_000);
    const small = await requested(await given(c.t).user({ cash: 3_000 }), 999.99);
    expect(await c.admin.fail(adminApproveWithdrawal, { id: large })).toMatchObject({
      errCode: 3076,
      field: 'confirm',
    });
    expect(await c.admin.fail(adminApproveWithdrawal, { id: large, confirm: 'not-it-1' })).toMatchObject({
      errCode: 3077,
    });
    expect((await c.admin.ok(adminWithdrawals, { status: 'pending' })).some((w) => w.id === large)).toBe(true);
    expect(await c.admin.ok(adminApproveWithdrawal, { id: large, confirm })).toMatchObject({ status: 'paid' });
    expect(await c.admin.ok(adminApproveWithdrawal, { id: small })).toMatchObject({ status: 'paid' });
    const another = await requested(await given(c.t).user({ cash: 3_000 }), 2_000);
    expect(await c.admin.ok(adminRejectWithdrawal, { id: another, note: 'no' })).toMatchObject({ status: 'rejected' });
  });
});

describe('new odds', () => {
  it('ask for the step-up; a save that keeps the odds (or those already saved for the next round) does not', async () => {
    const [room] = await c.admin.ok(adminRooms, {});
    if (!room) throw new Error('no room');
    const { id, title_en, title_chs, title_cht, minjoin, minbuy, label_set, enabled, sort } = room;
    const game_type = room.game_type as 1 | 2;
    const hall = room.hall as 1 | 2;
    const body = { id, game_type, hall, title_en, title_chs, title_cht, minjoin, minbuy, label_set, enabled, sort };
    const rates = room.rates as [number, number, number, number];
    await c.admin.ok(adminSaveRoom, { ...body, rates, title_en: `${title_en}!` });
    const higher = rates.map((r) => Math.round((r + 0.01) * 100) / 100) as typeof rates;
    expect(await c.admin.fail(adminSaveRoom, { ...body, rates: higher })).toMatchObject({ errCode: 3076 });
    await c.admin.ok(adminSaveRoom, { ...body, rates: higher, confirm });
    // The same new odds again (they wait for the next round): no new change, no step-up.
    await c.admin.ok(adminSaveRoom, { ...body, rates: higher, title_en });
    const { id: _id, ...fresh } = body;
    expect(await c.admin.fail(adminSaveRoom, { ...fresh, rates, title_en: 'New room' })).toMatchObject({
      errCode: 3076,
    });
    expect(await c.admin.fail(adminSaveRoom, { ...body, id: 999_999, rates })).toMatchObject({ errCode: 3050 });
  });
});

describe('with an authenticator app (live mode)', () => {
  it('takes a fresh code from it, once; not the password; a recovery code once', async () => {
    const username = `s${uniqueName()}`.slice(0, 30);
    await live.services.accounts.ensureUser({
      username,
      password: STAFF_PASSWORD,
      payPassword: '135790',
      role: 'admin',
    });
    const admin = caller(live.app, (await caller(live.app).ok(login, { username, password: STAFF_PASSWORD })).token);
    const { secret } = await admin.ok(adminTotpEnrol, {});
    const { recovery_codes } = await admin.ok(adminTotpConfirm, { code: await generate({ secret }) });
    const create = (confirm?: string) => ({
      username: `n${uniqueName()}`.slice(0, 30),
      password: STAFF_PASSWORD,
      role: 'viewer' as const,
      ...(confirm === undefined ? {} : { confirm }),
    });
    expect(await admin.fail(adminCreateStaff, create())).toMatchObject({ errCode: 3075, field: 'confirm' });
    expect(await admin.fail(adminCreateStaff, create(STAFF_PASSWORD))).toMatchObject({ errCode: 3071 });
    // The code that set the app up was taken: the next time step's is fresh, and taken once.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await admin.ok(adminCreateStaff, create(next));
    expect(await admin.fail(adminCreateStaff, create(next))).toMatchObject({ errCode: 3071 });
    const recovery = recovery_codes[0] ?? '';
    await admin.ok(adminCreateStaff, create(recovery));
    expect(await admin.fail(adminCreateStaff, create(recovery))).toMatchObject({ errCode: 3071 });
  });

  it('sets a live salt only with the step-up', async () => {
    const { chief, chiefStepUp } = chiefOf;
    // A new chain waits for its salt.
    const chain = await chief.ok(adminRotateChain, { game_type: 2 });
    expect(chain.salt_editable).toBe(true);
    const body = { chain_id: chain.id, salt: 'beef0123456789ab', origin: 'block 900,001' };
    expect(await chief.fail(ADMIN_CALLS.adminSetSalt, body)).toMatchObject({ errCode: 3075 });
    expect((await chief.ok(adminChains, {})).find((ch) => ch.id === chain.id)?.salt).toBe('');
    const salted = await chief.ok(ADMIN_CALLS.adminSetSalt, { ...body, ...chiefStepUp() });
    expect(salted.salt).toBe(body.salt);
  });
});

describe('wrong confirmations', () => {
  it('share the attempt limit under a burst: at most 5 are compared, then 3002 even for the right one', async () => {
    const username = `s${uniqueName()}`.slice(0, 30);
    await c.admin.ok(adminCreateStaff, { username, password: STAFF_PASSWORD, role: 'admin', confirm });
    const other = caller(c.t.app, (await caller(c.t.app).ok(login, { username, password: STAFF_PASSWORD })).token);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        other.fail(adminCreateStaff, {
          username: `b${i}${uniqueName()}`.slice(0, 30),
          password: STAFF_PASSWORD,
          role: 'viewer',
          confirm: `wrong${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.errCode === 3077).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.errCode === 3002).length).toBeGreaterThanOrEqual(25);
    expect(
      await other.fail(adminCreateStaff, {
        username: 'late12345',
        password: STAFF_PASSWORD,
        role: 'viewer',
        confirm: STAFF_PASSWORD,
      }),
    ).toMatchObject({ errCode: 3002 });
  });
});
