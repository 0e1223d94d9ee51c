import {
  addbankcard,
  adminApproveWithdrawal,
  adminAuditLedger,
  adminCreateStaff,
  adminFreeze,
  adminMembers,
  adminResetPassword,
  adminRooms,
  adminSaveArticle,
  adminSaveProduct,
  adminSaveRoom,
  adminSaveSettings,
  adminSaveVipLevels,
  adminSettings,
  adminSetVip,
  adminWithdrawals,
  financeProducts,
  getArticledetail,
  getLeftmoney,
  getuserinfo,
  login,
  repasswd,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { caller } from '../../test/calls.ts';
import { fileConsoleApp } from '../../test/console.ts';
import { given, TRON } from '../../test/given.ts';

const { t, admin, auditRows, as } = fileConsoleApp(['operator']);
const operator = as('operator');

/** Each console change once, with one audit row, under two concurrent calls (issue 12). */
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
    // A withdraw-rules value is saved whole, with the defaults of the fields not sent (four eyes off).
    expect(settingsRows[0]?.after).toEqual({
      app_name: 'Roundhouse Test',
      withdraw_rules: { daily_count: 3, min: 20, two_approvals_from: 0 },
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

    const tier = {
      name_en: 'Test tier',
      name_chs: '测试',
      name_cht: '測試',
      contract_en: 'Terms',
      contract_chs: '条款',
      contract_cht: '條款',
      daily_rate: 0.2,
      days: 10,
      enabled: true,
      sort: 9,
    };
    const product = await admin.ok(adminSaveProduct, { ...tier, min: 200_000, max: 150_000 }).catch(() => undefined);
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
    const made = await admin.ok(adminSaveProduct, { ...tier, min: 100_000, max: 500_000 });
    expect(made).toMatchObject({ daily_rate: 0.2, min: 100_000, max: 500_000, active_contracts: 0 });
    expect((await caller(t.app).ok(financeProducts, {})).products.some((p) => p.id === made.id)).toBe(true);
    await Promise.all([1, 2].map(() => admin.ok(adminSaveProduct, { ...made, enabled: false })));
    expect(await auditRows(`product:${made.id}`)).toHaveLength(2);
    expect((await caller(t.app).ok(financeProducts, {})).products.some((p) => p.id === made.id)).toBe(false);
  });

  it('creates a staff account once; resets a password the member must change first', async () => {
    const username = `dup${Date.now() % 1_000_000}`;
    const body = { username, password: 'Staff2026x', role: 'viewer' as const, confirm: DEMO_OPERATOR.password };
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
