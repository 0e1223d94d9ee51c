import {
  ADMIN_CALLS,
  ADMIN_PERMISSIONS,
  addbankcard,
  adminApproveWithdrawal,
  adminAuditLedger,
  adminAuditLog,
  adminChains,
  adminConfirmDeposit,
  adminCreateStaff,
  adminDashboard,
  adminFreeze,
  adminMember,
  adminMembers,
  adminResetPassword,
  adminRooms,
  adminRotateChain,
  adminSaveArticle,
  adminSaveProduct,
  adminSaveRoom,
  adminSaveSettings,
  adminSaveVipLevels,
  adminSetTiming,
  adminSettings,
  adminSetVip,
  adminTiming,
  adminWithdrawals,
  CALLS,
  can,
  financeProducts,
  getArticledetail,
  getLeftmoney,
  getuserinfo,
  login,
  order,
  ROLES,
  recharge,
  register,
  repasswd,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { ADMIN_BODIES } from '../../test/admin-bodies.ts';
import { caller } from '../../test/calls.ts';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp, uniqueName } from '../../test/test-app.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let operator: ReturnType<typeof caller>;
let viewer: ReturnType<typeof caller>;

async function staff(role: 'viewer' | 'operator') {
  const username = `s${uniqueName()}`.slice(0, 30);
  await admin.ok(adminCreateStaff, { username, password: 'Staff2026x', role });
  return caller(t.app, (await caller(t.app).ok(login, { username, password: 'Staff2026x' })).token);
}

async function auditRows(target: string) {
  return t.db.selectFrom('admin_audit').selectAll().where('target', '=', target).execute();
}

beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false' });
  admin = caller(t.app, (await caller(t.app).ok(login, DEMO_OPERATOR)).token);
  operator = await staff('operator');
  viewer = await staff('viewer');
});
afterAll(() => t.close());

describe('who may make a console call', () => {
  it('every /api/Admin call is a staff call with a permission in the table', () => {
    const adminPaths = Object.values(CALLS).filter((c) => c.path.startsWith('/api/Admin/'));
    expect(adminPaths.length).toBe(Object.keys(ADMIN_CALLS).length);
    for (const [name, call] of Object.entries(ADMIN_CALLS)) {
      expect(call.access, name).toBe('staff');
      expect(ADMIN_PERMISSIONS[name as keyof typeof ADMIN_CALLS], name).toBe(call.permission);
    }
    // Players' calls are never staff calls.
    for (const call of Object.values(CALLS)) {
      if (!call.path.startsWith('/api/Admin/')) expect(call.access, call.path).not.toBe('staff');
    }
    expect(ROLES.filter((r) => can(r, 'staff'))).toEqual(['admin']);
  });

  it('refuses a missing token, a member token and a role without the permission, before reading the body', async () => {
    const member = await given(t).user({ cash: 500 });
    for (const [name, call] of Object.entries(ADMIN_CALLS) as [
      keyof typeof ADMIN_CALLS,
      (typeof ADMIN_CALLS)[keyof typeof ADMIN_CALLS],
    ][]) {
      const body = ADMIN_BODIES[name];
      expect((await caller(t.app).fail(call, body)).code, name).toBe(409);
      expect(await member.fail(call, body), name).toMatchObject({ code: 0, errCode: 3004 });
      // Junk in the body changes nothing: a member learns nothing about the fields either.
      expect(await member.fail(call, { junk: 'x'.repeat(100) }), name).toMatchObject({ errCode: 3004 });
      const permission = ADMIN_PERMISSIONS[name];
      if (!can('viewer', permission)) {
        expect(await viewer.fail(call, body), name).toMatchObject({ errCode: 3006 });
      }
      if (!can('operator', permission)) {
        expect(await operator.fail(call, body), name).toMatchObject({ errCode: 3006 });
      }
    }
    // Refused calls left nothing on record and moved nothing.
    expect((await member.ok(getuserinfo, {})).money).toBe(500);
  });

  it('lets a viewer read and an operator act', async () => {
    expect((await viewer.ok(adminDashboard, {})).members).toBeGreaterThan(0);
    expect((await viewer.ok(adminRooms, {})).length).toBeGreaterThan(0);
    const member = await given(t).user();
    expect(await operator.ok(adminSetVip, { user_id: member.id, level: 2 })).toMatchObject({ level: 2 });
    expect(
      await operator.fail(adminCreateStaff, { username: 'nope123', password: 'Staff2026x', role: 'admin' }),
    ).toMatchObject({
      errCode: 3006,
    });
  });
});

describe('each change once, with one audit row, under two concurrent calls', () => {
  it('approves a withdrawal once: the member sees it paid; one audit row', async () => {
    const member = await given(t).user({ cash: 500 });
    const card = await member.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
    await member.ok(withdraw, { bank_id: card.id, money: 120, pwd: member.payPwd });
    const [pending] = (await admin.ok(adminWithdrawals, { status: 'pending' })).filter((w) => w.user_id === member.id);
    const id = pending?.id as number;
    const both = await Promise.all([
      operator.fail(adminApproveWithdrawal, { id, note: 'sent' }).catch(() => 'ok'),
      admin.fail(adminApproveWithdrawal, { id, note: 'sent' }).catch(() => 'ok'),
    ]);
    expect(both.filter((r) => r === 'ok')).toHaveLength(1);
    expect(both.find((r) => r !== 'ok')).toMatchObject({ errCode: 3015 });
    expect((await member.ok(withdrawList, {}))[0]).toMatchObject({ status: 'paid', note: 'sent' });
    const rows = await auditRows(`withdrawal:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'withdrawal.approve', before: { status: 'pending' } });
    expect((await admin.ok(adminAuditLedger, {})).ok).toBe(true);
  });

  it('freezes once: the member is logged out and refused with 403; unfreezing lets them log in', async () => {
    const member = await given(t).user({ cash: 500 });
    const answers = await Promise.all([
      operator.ok(adminFreeze, { user_id: member.id, frozen: true }),
      admin.ok(adminFreeze, { user_id: member.id, frozen: true }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['frozen', 'frozen']);
    expect(await auditRows(`user:${member.id}`)).toHaveLength(1);
    // Their session ended, and their next call says why: 403 (frozen).
    expect(await member.fail(getuserinfo, {})).toMatchObject({ code: 403, errCode: 3003 });
    expect(await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', member.id).execute()).toEqual([
      { revoked_at: expect.any(Date) },
    ]);
    expect(await caller(t.app).fail(login, { username: member.username, password: member.password })).toMatchObject({
      code: 403,
      errCode: 3003,
    });
    await admin.ok(adminFreeze, { user_id: member.id, frozen: false });
    await caller(t.app).ok(login, { username: member.username, password: member.password });
    // Staff are not members: the console does not freeze them.
    const staffId = (await admin.ok(adminMembers, { q: 'operator' })).list.find((m) => m.role === 'admin')
      ?.id as number;
    expect(await admin.fail(adminFreeze, { user_id: staffId, frozen: true })).toMatchObject({ errCode: 3058 });
  });

  it('sets a VIP override once, saves a room, settings, VIP levels, an article and a product once each', async () => {
    const member = await given(t).user();
    await Promise.all([1, 2].map(() => admin.ok(adminSetVip, { user_id: member.id, level: 4 })));
    expect(await auditRows(`user:${member.id}`)).toHaveLength(1);

    const [room] = await admin.ok(adminRooms, {});
    if (!room) throw new Error('no room');
    const edit = {
      id: room.id,
      game_type: room.game_type as 1 | 2,
      hall: room.hall as 1 | 2,
      title_en: `${room.title_en} (edited)`,
      title_chs: room.title_chs,
      title_cht: room.title_cht,
      minjoin: room.minjoin,
      minbuy: room.minbuy,
      rates: room.rates as [number, number, number, number],
      label_set: room.label_set,
      enabled: room.enabled,
      sort: room.sort,
    };
    await Promise.all([admin.ok(adminSaveRoom, edit), operator.ok(adminSaveRoom, edit)]);
    const roomRows = await auditRows(`room:${room.id}`);
    expect(roomRows).toHaveLength(1);
    expect(roomRows[0]?.after).toEqual({ title_en: edit.title_en });

    const settings = await admin.ok(adminSettings, {});
    const { vip_levels: levels, ...rest } = settings;
    const next = { ...rest, app_name: 'Roundhouse Test', withdraw_rules: { daily_count: 3, min: 20 } };
    await Promise.all([admin.ok(adminSaveSettings, next), operator.ok(adminSaveSettings, next)]);
    const settingsRows = (await auditRows('settings')).filter((r) => r.action === 'settings.save');
    expect(settingsRows).toHaveLength(1);
    expect(settingsRows[0]?.after).toEqual({
      app_name: 'Roundhouse Test',
      withdraw_rules: { daily_count: 3, min: 20 },
    });

    const moved = levels.map((l) => ({ ...l, stake: l.stake * 2 }));
    await Promise.all([1, 2].map(() => admin.ok(adminSaveVipLevels, { levels: moved })));
    expect((await auditRows('settings')).filter((r) => r.action === 'vip_levels.save')).toHaveLength(1);
    expect(await admin.fail(adminSaveVipLevels, { levels: [...moved].reverse() })).toMatchObject({ errCode: 1001 });

    const article = await admin.ok(adminSaveArticle, {
      group_id: 9,
      title_en: 'Maintenance',
      title_chs: '维护',
      title_cht: null,
      content_en: '<p>Tonight</p><script>alert(1)</script>',
      content_chs: null,
      content_cht: null,
      img: null,
      sort: 0,
      published: true,
    });
    expect(article.content_en).toBe('<p>Tonight</p>');
    expect((await caller(t.app).ok(getArticledetail, { id: article.id, lang: 'chs' })).title).toBe('维护');
    const articleEdit = { ...article, group_id: 9 as const, title_en: 'Maintenance tonight' };
    await Promise.all([1, 2].map(() => admin.ok(adminSaveArticle, articleEdit)));
    expect((await auditRows(`article:${article.id}`)).map((r) => r.action)).toEqual(['article.create', 'article.save']);

    const product = await admin
      .ok(adminSaveProduct, {
        name_en: 'Test tier',
        name_chs: '测试',
        name_cht: '測試',
        contract_en: 'Terms',
        contract_chs: '条款',
        contract_cht: '條款',
        min: 200_000,
        max: 150_000,
        daily_rate: 0.2,
        days: 10,
        enabled: true,
        sort: 9,
      })
      .catch(() => undefined);
    expect(product).toBeUndefined();
    // A product outside what a transfer may be (100,000-1,500,000) could never be bought.
    const terms = {
      name_en: 'T',
      name_chs: 'T',
      name_cht: 'T',
      contract_en: 'T',
      contract_chs: 'T',
      contract_cht: 'T',
    };
    const outside = { ...terms, daily_rate: 0.2, days: 10, enabled: true, sort: 9 };
    const low = await admin.fail(adminSaveProduct, { ...outside, min: 100, max: 500 });
    expect(low).toMatchObject({ errCode: 3065, field: 'min' });
    expect(low.info).toBe('Product amounts must lie between 100,000 and 1,500,000 USD');
    expect(await admin.fail(adminSaveProduct, { ...outside, min: 100_000, max: 2_000_000 })).toMatchObject({
      errCode: 3065,
      field: 'max',
    });
    const made = await admin.ok(adminSaveProduct, {
      name_en: 'Test tier',
      name_chs: '测试',
      name_cht: '測試',
      contract_en: 'Terms',
      contract_chs: '条款',
      contract_cht: '條款',
      min: 100_000,
      max: 500_000,
      daily_rate: 0.2,
      days: 10,
      enabled: true,
      sort: 9,
    });
    expect(made).toMatchObject({ daily_rate: 0.2, min: 100_000, max: 500_000, active_contracts: 0 });
    expect((await caller(t.app).ok(financeProducts, {})).products.some((p) => p.id === made.id)).toBe(true);
    await Promise.all([1, 2].map(() => admin.ok(adminSaveProduct, { ...made, enabled: false })));
    expect(await auditRows(`product:${made.id}`)).toHaveLength(2);
    expect((await caller(t.app).ok(financeProducts, {})).products.some((p) => p.id === made.id)).toBe(false);
  });

  it('creates a staff account once; resets a password the member must change first', async () => {
    const username = `dup${Date.now() % 1_000_000}`;
    const body = { username, password: 'Staff2026x', role: 'viewer' as const };
    const results = await Promise.all(
      [1, 2].map(() =>
        admin.ok(adminCreateStaff, body).then(
          () => 'ok',
          () => 'refused',
        ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    const made = await t.db.selectFrom('users').select('id').where('username', '=', username).execute();
    expect(made).toHaveLength(1);
    expect(await auditRows(`user:${made[0]?.id}`)).toHaveLength(1);

    const member = await given(t).user({ cash: 500 });
    const { temporary } = await operator.ok(adminResetPassword, { user_id: member.id, kind: 'login' });
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    // The old session ended; the old password no longer works.
    expect((await member.fail(getuserinfo, {})).code).toBe(409);
    expect(await caller(t.app).fail(login, { username: member.username, password: member.password })).toMatchObject({
      errCode: 1003,
    });
    const token = (await caller(t.app).ok(login, { username: member.username, password: temporary })).token;
    const me = caller(t.app, token);
    expect((await me.ok(getuserinfo, {})).must_change).toEqual({ login: true, pay: false });
    expect(await me.fail(getLeftmoney, {})).toMatchObject({ errCode: 3007 });
    await me.ok(repasswd, { passwd: temporary, npasswd: 'Fresh2026x' });
    expect((await me.ok(getuserinfo, {})).must_change).toEqual({ login: false, pay: false });
    expect((await me.ok(getLeftmoney, {})).leftmoney).toBe(500);
    const rows = await auditRows(`user:${member.id}`);
    expect(rows.map((r) => r.action)).toEqual(['member.reset_login_password']);
    // The one-time password is never on record.
    expect(JSON.stringify(rows)).not.toContain(temporary);
  });
});

describe('rooms, round times and chains', () => {
  it('applies new odds from the next round, never to the open one', async () => {
    const round = await given(t).openRound(1);
    const member = await given(t).user({ cash: 1000 });
    const room = (await admin.ok(adminRooms, {})).find((r) => r.game_type === 1 && r.hall === 2 && r.minbuy === 20);
    if (!room) throw new Error('no starter room');
    const old = room.rates[0] as number;
    const saved = await admin.ok(adminSaveRoom, {
      ...room,
      game_type: 1,
      hall: 2,
      rates: [1.9, 1.9, 1.92, 1.92],
    });
    expect(saved.rates).toEqual(room.rates);
    expect(saved.next_rates).toEqual([1.9, 1.9, 1.92, 1.92]);
    const from = Date.parse(saved.next_from ?? '');
    expect(from).toBeGreaterThan(round.opens_at.getTime());
    // The open round: its orders still go at the old odds, and the new ones are refused (1034).
    await member.ok(order, { gameid: round.id, roomid: room.id, order_info: [[0, old, 20]] });
    expect(await member.fail(order, { gameid: round.id, roomid: room.id, order_info: [[0, 1.9, 20]] })).toMatchObject({
      errCode: 1034,
    });
    // The next slot's round: the new odds, and only those.
    const next = await t.services.rounds.ensureCurrent(1, from + 1);
    if (!next) throw new Error('no next round');
    await t.db
      .updateTable('rounds')
      .set({ status: 'open', closes_at: sql<Date>`now() + interval '10 minutes'` })
      .where('id', '=', next.id)
      .execute();
    expect(await member.fail(order, { gameid: next.id, roomid: room.id, order_info: [[0, old, 20]] })).toMatchObject({
      errCode: 1034,
    });
    await member.ok(order, { gameid: next.id, roomid: room.id, order_info: [[2, 1.92, 20]] });
    const rates = await t.db
      .selectFrom('orders')
      .select(['round_id', 'rate_bp'])
      .where('user_id', '=', member.id)
      .execute();
    expect(rates).toEqual(
      expect.arrayContaining([
        { round_id: round.id, rate_bp: Math.round(old * 10_000) },
        { round_id: next.id, rate_bp: 19_200 },
      ]),
    );
    // When the slot comes, the scheduler makes them the room's own.
    await t.services.rooms.promoteDueRates(from);
    const after = (await admin.ok(adminRooms, {})).find((r) => r.id === room.id);
    expect(after).toMatchObject({ rates: [1.9, 1.9, 1.92, 1.92], next_rates: null, next_from: null });
  });

  it('changes a game type’s round times from its next slot, once', async () => {
    const before = (await admin.ok(adminTiming, {})).find((x) => x.game_type === 2);
    const now = Date.now();
    const set = await Promise.all(
      [1, 2].map(() => admin.ok(adminSetTiming, { game_type: 2, round_seconds: 30, gap_seconds: 3 })),
    );
    expect(set[0]).toMatchObject({ game_type: 2, round_seconds: 30, gap_seconds: 3 });
    const from = Date.parse(set[0]?.from ?? '');
    const slotBefore = t.services.rounds.slot(2, now);
    expect(from).toBe(slotBefore.nextOpensAt.getTime());
    // Before the change: the old slots; from it: 33-second slots, numbered on from the old ones.
    const first = t.services.rounds.slot(2, from);
    expect(first.closesAt.getTime() - first.opensAt.getTime()).toBe(30_000);
    expect(first.seqno).toBeGreaterThan(slotBefore.seqno);
    expect(t.services.rounds.slot(2, from + 33_000).seqno).toBe(first.seqno + 1);
    expect(t.services.rounds.slot(2, from - 1).seqno).toBe(slotBefore.seqno);
    expect(before).toBeDefined();
    expect((await auditRows('settings')).filter((r) => r.action === 'timing.set')).toHaveLength(1);
  });

  it('rotates a chain once; the next round draws from it', async () => {
    const chains = await admin.ok(adminChains, {});
    const active = chains.find((c) => c.game_type === 1 && c.active);
    const rotated = await Promise.all([1, 2].map(() => operator.ok(adminRotateChain, { game_type: 1 })));
    expect(rotated[0]?.id).toBe(rotated[1]?.id);
    expect(rotated[0]?.id).not.toBe(active?.id);
    expect(rotated[0]).toMatchObject({ used: 0, active: true, salt_editable: false });
    expect(await auditRows(`chain:${rotated[0]?.id}`)).toHaveLength(1);
    // Demo mode: the salt is fixed at creation and cannot be set.
    const { adminSetSalt } = ADMIN_CALLS;
    expect(
      await admin.fail(adminSetSalt, { chain_id: rotated[0]?.id, salt: 'abcdef123456', origin: 'x' }),
    ).toMatchObject({
      errCode: 3054,
    });
    const announced = await t.db
      .selectFrom('articles')
      .select('id')
      .where('chain_id', '=', rotated[0]?.id as number)
      .execute();
    expect(announced).toHaveLength(1);
  });
});

describe('reads', () => {
  it('shows the dashboard, a member in full, and the audit log filtered', async () => {
    const member = await given(t).user({ cash: 600 });
    expect((await viewer.ok(adminAuditLedger, {})).ok).toBe(true);
    const dash = await admin.ok(adminDashboard, { tz_offset: 0 });
    expect(dash.days).toHaveLength(7);
    expect(dash.today.deposits).toBeGreaterThanOrEqual(600);
    expect(dash.week.house).toBeCloseTo(dash.week.stakes - dash.week.payouts, 2);
    expect(dash.last_audit).toMatchObject({ ok: true });
    const found = await admin.ok(adminMembers, { q: member.username.slice(0, 8) });
    expect(found.list.some((m) => m.id === member.id)).toBe(true);
    const detail = await admin.ok(adminMember, { user_id: member.id });
    expect(detail.balances.cash).toBe(600);
    expect(detail.flow[0]).toMatchObject({ money: 600, after: 600 });
    expect(detail.sessions.some((s) => s.active)).toBe(true);
    expect(await admin.fail(adminMember, { user_id: 999_999 })).toMatchObject({ errCode: 1002 });

    const log = await viewer.ok(adminAuditLog, { action: 'withdrawal.' });
    expect(log.list.every((r) => r.action.startsWith('withdrawal.'))).toBe(true);
    expect(log.total).toBeGreaterThan(0);
    const none = await viewer.ok(adminAuditLog, { actor: 'nobody%' });
    expect(none).toEqual({ list: [], total: 0 });
    expect(await viewer.fail(adminAuditLog, { from: '2026-02-01', to: '2026-01-01' })).toMatchObject({ errCode: 3014 });
  });

  it('enforces the withdrawal rules saved in the settings, under a burst', async () => {
    const settings = await admin.ok(adminSettings, {});
    const { vip_levels: _levels, ...rest } = settings;
    await admin.ok(adminSaveSettings, { ...rest, withdraw_rules: { daily_count: 2, min: 25 } });
    const member = await given(t).user({ cash: 1000 });
    const card = await member.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
    expect(await member.fail(withdraw, { bank_id: card.id, money: 24, pwd: member.payPwd })).toMatchObject({
      errCode: 3060,
    });
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        member
          .ok(withdraw, { bank_id: card.id, money: 30, pwd: member.payPwd })
          .then(() => 'ok')
          .catch(() => 'refused'),
      ),
    );
    expect(burst.filter((r) => r === 'ok')).toHaveLength(2);
    expect((await member.ok(withdrawList, {})).length).toBe(2);
    expect((await member.ok(getLeftmoney, {})).rules).toEqual([
      expect.objectContaining({ required: 25 }),
      expect.objectContaining({ required: 2, progress: 2 }),
    ]);
    await admin.ok(adminSaveSettings, { ...rest, withdraw_rules: { daily_count: 0, min: 0 } });
  });
});

describe('live mode: the salt of a new chain', () => {
  it('is set once, before the chain’s first round, and then the chain draws; the announcement says so', async () => {
    const live = await createTestApp({
      SCHEDULER: 'false',
      APP_MODE: 'live',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'Boss2026x',
    });
    try {
      const boss = caller(
        live.app,
        (await caller(live.app).ok(login, { username: 'boss', password: 'Boss2026x' })).token,
      );
      await given(live).openRound(1);
      const old = (await boss.ok(adminChains, {})).find((c) => c.game_type === 1 && c.active);
      const fresh = await boss.ok(adminRotateChain, { game_type: 1 });
      // Waiting for its salt: the old chain goes on drawing.
      expect(fresh).toMatchObject({ salt: '', salt_editable: true, active: false });
      expect((await boss.ok(adminChains, {})).find((c) => c.id === old?.id)?.active).toBe(true);
      const { adminSetSalt } = ADMIN_CALLS;
      const salt = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';
      const both = await Promise.all(
        [1, 2].map(() =>
          boss.ok(adminSetSalt, { chain_id: fresh.id, salt, origin: 'Bitcoin block 1,000,000' }).then(
            () => 'ok',
            () => 'refused',
          ),
        ),
      );
      expect(both.sort()).toEqual(['ok', 'refused']);
      const set = (await boss.ok(adminChains, {})).find((c) => c.id === fresh.id);
      expect(set).toMatchObject({ salt, salt_origin: 'Bitcoin block 1,000,000', active: true, salt_editable: false });
      const announcement = await live.db
        .selectFrom('articles')
        .select('content_en')
        .where('chain_id', '=', fresh.id)
        .executeTakeFirstOrThrow();
      expect(announcement.content_en).toContain(salt);

      // Live deposits: two concurrent confirmations credit once and leave one audit row.
      // Live mode has no demo invitation code: the member joins with the admin's own.
      const code = (await boss.ok(getuserinfo, {})).invitation_code;
      const joined = await caller(live.app).ok(register, {
        quhao: '852',
        username: 'livemember1',
        password: 'Secret123',
        spassword: 'Secret123',
        invitation: code,
        payPwd: '135246',
      });
      const member = caller(live.app, joined.token);
      const deposit = await member.ok(recharge, { money: 750, reference: 'TX-1' });
      const both2 = await Promise.all(
        [1, 2].map(() =>
          boss.ok(adminConfirmDeposit, { id: deposit.id, note: 'seen on chain' }).then(
            () => 'ok',
            () => 'refused',
          ),
        ),
      );
      expect(both2.sort()).toEqual(['ok', 'refused']);
      expect((await member.ok(getuserinfo, {})).money).toBe(750);
      expect(
        await live.db
          .selectFrom('admin_audit')
          .select('action')
          .where('target', '=', `deposit:${deposit.id}`)
          .execute(),
      ).toEqual([{ action: 'deposit.confirm' }]);
      expect(
        await live.db.selectFrom('admin_audit').select('action').where('target', '=', `chain:${fresh.id}`).execute(),
      ).toEqual([{ action: 'chain.rotate' }, { action: 'chain.set_salt' }]);
    } finally {
      await live.close();
    }
  });
});
