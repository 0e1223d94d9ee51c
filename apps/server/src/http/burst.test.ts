import {
  ADMIN_CALLS,
  addbankcard,
  adminApproveWithdrawal,
  adminChains,
  adminConfirmDeposit,
  adminCreateStaff,
  adminRejectDeposit,
  adminRejectWithdrawal,
  adminRooms,
  adminRotateChain,
  adminSettings,
  adminSetVip,
  adminTiming,
  type CallDef,
  delbankcard,
  endMySession,
  endOtherSessions,
  financeTransfer,
  getBankcardlist,
  getChains,
  getCommitments,
  getconfig,
  getGamecancel,
  getLeftmoney,
  getSeeds,
  login,
  logout,
  myTotpConfirm,
  myTotpDisable,
  myTotpEnrol,
  order,
  readMyMessages,
  recharge,
  register,
  repasswd,
  resetpaypwd,
  selfExclude,
  setPlayLimit,
  setPlayReminder,
  smsSend,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../seed/demo.ts';
import { ADMIN_BODIES } from '../test/admin-bodies.ts';
import { bursts } from '../test/bursts.ts';
import { caller } from '../test/calls.ts';
import { given, type Member } from '../test/given.ts';
import { createTestApp, registerBody, type TestApp } from '../test/test-app.ts';

/**
 * Issue 22, faults 1 and 2: a burst on any call that takes a lock or a transaction must never wedge
 * the server. The app runs on a pool of 5 connections, listening on a real port; 100 parallel
 * requests go to each such call while another client asks getconfig and /readyz.
 */
const POOL = 5;
const BURST = 100;

let t: TestApp;
let base: string;
let member: Member;
let limited: Member;
/** Changes its cards and settings under bursts; `leaving` signs out under one. */
let spare: Member;
let leaving: Member;
/** Has set up the app: its code is asked to turn it off. `enrolling` has a secret not yet confirmed. */
let enrolled: Member;
let enrolling: Member;
let staff: string;
let roundId: number;
let orderId: number;
let depositId: number;
let withdrawalId: number;
let cardId: number;
let spareCardId: number;

beforeAll(async () => {
  t = await createTestApp(
    { SCHEDULER: 'false', DB_POOL_SIZE: String(POOL), DB_ACQUIRE_TIMEOUT_MS: '2000' },
    { changes: true },
  );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  roundId = (await given(t).openRound(1, 30)).id;
  member = await given(t).user({ cash: 500_000 });
  // Limits and an exclusion make recharges and orders take the member's play-limits lock.
  limited = await given(t).user({ cash: 1_000 });
  spare = await given(t).user();
  spareCardId = (await spare.ok(addbankcard, { type: 'USDT-TRC', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })).id;
  leaving = await given(t).user();
  enrolling = await given(t).user();
  await enrolling.ok(myTotpEnrol, {});
  enrolled = await given(t).user();
  const { secret } = await enrolled.ok(myTotpEnrol, {});
  await enrolled.ok(myTotpConfirm, { code: await generate({ secret }) });
  await limited.ok(setPlayLimit, { kind: 'deposit', amount: 2_000, period: 'day' });
  await limited.ok(setPlayLimit, { kind: 'loss', amount: 200, period: 'day' });
  const placed = await member.ok(order, { gameid: roundId, roomid: 1, order_info: [[0, 1.95, 20]] });
  orderId = placed.orders[0] ?? 0;
  const operator = await caller(t.app).ok(login, {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
  });
  staff = operator.token;
  // A deposit and a withdrawal already decided: the losers of a burst find them decided.
  const deposit = await member.ok(recharge, { money: 500 });
  depositId = deposit.id;
  await member.ok(addbankcard, { type: 'Bank', bank: 'HSBC', account: '12345678', username: 'A Member' });
  cardId = (await member.ok(getBankcardlist, {}))[0]?.id ?? 0;
  await member.ok(withdraw, { bank_id: cardId, money: 100, pwd: member.payPwd });
  withdrawalId = (
    await t.db.selectFrom('withdrawals').select('id').where('user_id', '=', member.id).executeTakeFirstOrThrow()
  ).id;
  await caller(t.app, staff).ok(adminApproveWithdrawal, { id: withdrawalId });
}, 60_000);
afterAll(() => t.close());

const { post, burst, hashingMs, expectAnswered } = bursts(() => base, BURST);

const memberCalls: [string, CallDef, () => Member, (i: number) => Record<string, unknown>][] = [
  ['recharge under a deposit limit', recharge, () => limited, () => ({ money: 500 })],
  [
    'orders under a loss limit',
    order,
    () => limited,
    () => ({ gameid: roundId, roomid: 1, order_info: [[0, 1.95, 20]] }),
  ],
  ['orders', order, () => member, () => ({ gameid: roundId, roomid: 1, order_info: [[1, 1.95, 20]] })],
  ['a cancel of one order', getGamecancel, () => member, () => ({ roomid: 1, order_id: orderId })],
  ['recharges with one request id', recharge, () => member, () => ({ money: 600, request_id: 'burst-recharge-0001' })],
  ['withdrawals', withdraw, () => member, () => ({ bank_id: cardId, money: 100, pwd: member.payPwd })],
  [
    'finance transfers',
    financeTransfer,
    () => member,
    () => ({ amount: 100_000, pwd: member.payPwd, request_id: 'burst-finance-0001' }),
  ],
  ['limit changes', setPlayLimit, () => member, (i) => ({ kind: 'loss', amount: 1_000_000 - i, period: 'week' })],
  [
    'bank cards added',
    addbankcard,
    () => spare,
    (i) => ({ type: 'Bank', bank: 'HSBC', account: String(10_000_000 + i), username: 'A Member' }),
  ],
  ['deletes of one bank card', delbankcard, () => spare, () => ({ id: spareCardId })],
  [
    'pay-password changes with a wrong one',
    resetpaypwd,
    () => spare,
    () => ({ srcpwd: '000000', newpwd: '135799', newpwd2: '135799' }),
  ],
  ['reminder changes', setPlayReminder, () => spare, (i) => ({ minutes: 5 + (i % 200) })],
  ['verification codes asked', smsSend, () => spare, () => ({ quhao: '852', mobile: '51234567' })],
  ['sign-outs of one session', logout, () => leaving, () => ({})],
  ['ends of a session not there', endMySession, () => spare, () => ({ id: 999_999 })],
  ['sign-outs everywhere else', endOtherSessions, () => spare, () => ({})],
  ['messages marked read', readMyMessages, () => spare, () => ({})],
  // Each wrong code is counted in the member's attempt row before it is checked (two-factor.service).
  ['app set-ups with a wrong code', myTotpConfirm, () => enrolling, () => ({ code: '000000' })],
  ['app turn-offs with a wrong code', myTotpDisable, () => enrolled, () => ({ code: '000000' })],
  [
    'password changes with a wrong password',
    repasswd,
    () => member,
    () => ({ passwd: 'Wrong1234', npasswd: 'Other1234' }),
  ],
];

describe('a burst of 100 parallel requests on a pool of 5', () => {
  for (const [name, call, who, body] of memberCalls) {
    it(`answers every one of ${name} within 5 s, getconfig and readyz within 1 s meanwhile`, async () => {
      const token = who().token;
      expectAnswered(await burst(call, (i) => ({ ...body(i), token })));
      // Limits hold under the burst: at most 20 saved accounts (1047 for the rest).
      if (call === addbankcard) expect((await spare.ok(getBankcardlist, {})).length).toBe(20);
    });
  }

  const staffCalls: [string, CallDef, () => Record<string, unknown>][] = [
    ['confirms of a decided deposit', adminConfirmDeposit, () => ({ id: depositId })],
    ['rejects of a decided deposit', adminRejectDeposit, () => ({ id: depositId })],
    ['approvals of a paid withdrawal', adminApproveWithdrawal, () => ({ id: withdrawalId })],
    ['rejects of a paid withdrawal', adminRejectWithdrawal, () => ({ id: withdrawalId })],
    [
      'confirms of a decided deposit under one request id',
      adminConfirmDeposit,
      () => ({ id: depositId, request_id: 'burst-confirm-01' }),
    ],
    ['VIP overrides', adminSetVip, () => ({ user_id: member.id, level: 1 })],
  ];
  for (const [name, call, body] of staffCalls) {
    it(`answers every one of ${name} (staff) within 5 s`, async () => {
      expectAnswered(await burst(call, () => ({ ...body(), token: staff })));
    });
  }

  it('answers every one of a burst of registrations and of logins (public) within 5 s or twice their hashing', async () => {
    // A sign-up hashes two passwords (argon2id, 19 MiB): a burst of them is that much work for the
    // machine's cores whatever the server does, 4.9 s of 5 here on a slow day (hashingMs).
    const hashing = await hashingMs(2);
    const names = Array.from({ length: BURST }, (_, i) => `burst${i}x${Date.now() % 100_000}`);
    for (const [call, body] of [
      [register, (i: number) => registerBody(names[i] as string)],
      [login, (i: number) => ({ username: i % 2 ? member.username : 'nobody-here', password: 'Wrong1234' })],
    ] as const) {
      expectAnswered(await burst(call, body), Math.max(5000, 2 * hashing));
    }
  });

  // The verifier's downloads count every page against the caller's address: one row, locked by each.
  it("answers every one of a burst of the verifier's downloads (public, one address) within 5 s", async () => {
    for (const [call, body] of [
      [getChains, () => ({})],
      [getSeeds, () => ({ chain_id: 1 })],
      [getCommitments, () => ({})],
    ] as const) {
      expectAnswered(await burst(call, body));
    }
  });

  it('answers "busy, try again" (1014) when the pool stays full, and serves again once it is free', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let open = 0;
    const holders = Array.from({ length: POOL }, () =>
      t.db.transaction().execute(async () => {
        open += 1;
        await held;
      }),
    );
    while (open < POOL) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    const busy = await post(recharge.path, { money: 500, token: member.token });
    expect(busy.data?.errCode).toBe(1014);
    expect(Date.now() - started).toBeLessThan(4000);
    release();
    await Promise.all(holders);
    expect((await post(recharge.path, { money: 500, token: member.token })).code).toBe(1);
  });

  describe('every other console call', () => {
    // Real targets where a call would otherwise stop at "not found": a member to freeze and reset,
    // the rooms, settings, VIP levels and timing saved back as they are, one staff name for all.
    const real: Partial<Record<keyof typeof ADMIN_CALLS, (i: number) => Record<string, unknown>>> = {};
    beforeAll(async () => {
      const victim = await given(t).user({ cash: 500 });
      const console = caller(t.app, staff);
      const room = (await console.ok(adminRooms, {}))[0];
      const { vip_levels, ...settings } = await console.ok(adminSettings, {});
      const timing = (await console.ok(adminTiming, {})).find((x) => x.game_type === 1);
      real.adminFreeze = (i) => ({ user_id: victim.id, frozen: i % 2 === 0 });
      real.adminResetPassword = (i) => ({ user_id: victim.id, kind: i % 2 ? 'login' : 'pay' });
      real.adminSaveRoom = () => {
        const { next_rates: _n, next_from: _f, ...body } = room ?? { next_rates: null, next_from: null };
        return body;
      };
      real.adminSaveSettings = () => settings;
      real.adminSaveVipLevels = () => ({ levels: vip_levels });
      real.adminSetTiming = () => ({
        game_type: 1,
        round_seconds: timing?.round_seconds,
        gap_seconds: timing?.gap_seconds,
      });
      // A step-up each (issue 23): the password, checked under the shared attempt limit.
      // A staff member changed back and forth by a burst of each staff call (issue 23).
      const colleague = await console.ok(adminCreateStaff, {
        username: 'burstcolleague',
        password: 'Secret123',
        role: 'viewer',
        confirm: DEMO_OPERATOR.password,
      });
      const confirm = DEMO_OPERATOR.password;
      const target = { user_id: colleague.id };
      real.adminSetStaffRole = (i) => ({ ...target, role: i % 2 ? 'viewer' : 'operator', confirm });
      real.adminSetStaffEnabled = (i) => ({ ...target, enabled: i % 2 === 0, confirm });
      real.adminResetStaffTwoFactor = () => ({ ...target, confirm });
      real.adminStaffSessions = () => target;
      // Each look at a payout's details writes its audit row in a transaction (issue 29).
      real.adminPayoutDetails = () => ({ id: withdrawalId });
      real.adminEndStaffSessions = () => target;
      real.adminCreateStaff = () => ({
        username: 'burststaff',
        password: 'Secret123',
        role: 'viewer',
        confirm: DEMO_OPERATOR.password,
      });
    });
    const names = Object.keys(ADMIN_CALLS) as (keyof typeof ADMIN_CALLS)[];
    for (const name of names) {
      const call = ADMIN_CALLS[name];
      if (staffCalls.some(([, c]) => c.path === call.path)) continue;
      // A one-time password is hashed like a sign-up's (argon2id): 5 s or twice the hashing.
      const hashes = name === 'adminResetPassword' ? 1 : 0;
      it(`answers every one of a burst of ${name} within ${hashes ? '5 s or twice its hashing' : '5 s'}`, async () => {
        const body = real[name] ?? (() => ADMIN_BODIES[name]);
        const within = hashes ? Math.max(5000, 2 * (await hashingMs(hashes))) : 5000;
        const answers = expectAnswered(await burst(call, (i) => ({ ...body(i), token: staff })), within);
        // One name, one account: the losers are told it is taken.
        if (name === 'adminCreateStaff') expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      });
    }
  });

  it('a burst of one change under one request id does it once: a password, an article, a staff account, a payout', async () => {
    // Each sending after the first compares its new password with the kept hash (argon2id).
    const within = Math.max(5000, 2 * (await hashingMs(1)));
    // The chief, an admin of its own: the step-ups of the bursts above used up the demo admin's attempts.
    const [changer, chief] = await Promise.all([given(t).user(), given(t).user()]);
    const change = { passwd: changer.password, npasswd: 'Burst2026x', request_id: 'burst-repasswd-01' };
    expectAnswered(await burst(repasswd, () => ({ ...change, token: changer.token })), within);
    expect(await t.services.auth.passwordMatches(changer.id, 'Burst2026x')).toBe(true);
    const article = { ...ADMIN_BODIES.adminSaveArticle, id: undefined, request_id: 'burst-article-01' };
    const made = expectAnswered(await burst(ADMIN_CALLS.adminSaveArticle, () => ({ ...article, token: staff })));
    expect(new Set(made.map((a) => (a.data as { id?: number })?.id)).size).toBe(1);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', chief.id).execute();
    t.services.auth.forget(chief.id);
    const account = { username: 'burstonce', password: 'Secret123', role: 'viewer', request_id: 'burst-staff-01' };
    expectAnswered(
      await burst(adminCreateStaff, () => ({ ...account, confirm: chief.password, token: chief.token })),
      within,
    );
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'burstonce').execute()).toHaveLength(1);
    await changer.ok(recharge, { money: 600 });
    const card = await changer.ok(addbankcard, {
      type: 'Bank',
      bank: 'HSBC',
      account: '87654321',
      username: 'A Member',
    });
    await changer.ok(withdraw, { bank_id: card.id, money: 150, pwd: changer.payPwd });
    const payout = { id: (await changer.ok(withdrawList, {}))[0]?.id, request_id: 'burst-payout-01', token: staff };
    const paid = expectAnswered(await burst(adminApproveWithdrawal, () => payout));
    expect(paid.every((a) => (a.data as { status?: string }).status === 'paid')).toBe(true);
    expect((await changer.ok(getLeftmoney, {})).leftmoney).toBe(450);
  });

  it('a burst of chain rotations publishes one new chain, not a hundred', async () => {
    const console = caller(t.app, staff);
    const before = (await console.ok(adminChains, {})).filter((c) => c.game_type === 2).length;
    const { answers } = await burst(adminRotateChain, () => ({ game_type: 2, token: staff }));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect((await console.ok(adminChains, {})).filter((c) => c.game_type === 2)).toHaveLength(before + 1);
  });

  it("a burst of the leader's ledger audits since the last: one at a time reads, the others answer null", async () => {
    const started = Date.now();
    const reports = await Promise.all(Array.from({ length: BURST }, () => t.services.ledger.auditSinceLast()));
    expect(reports.filter((r) => r !== null).length).toBeGreaterThanOrEqual(1);
    for (const report of reports) if (report) expect(report.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await post(getconfig.path, {})).code).toBe(1);
  });

  it('still serves everyone after the bursts, and self-exclusion under a burst holds', async () => {
    const excluded = await given(t).user({ cash: 500 });
    await excluded.ok(selfExclude, { days: 1 });
    const { answers } = await burst(recharge, () => ({ money: 500, token: excluded.token }));
    expect(answers.every((a) => a.data?.errCode === 3030)).toBe(true);
    expect((await post(getconfig.path, {})).code).toBe(1);
  });
});
