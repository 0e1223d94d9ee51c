import {
  addbankcard,
  adminApproveWithdrawal,
  adminAuditLedger,
  adminAuditLog,
  adminDashboard,
  adminMember,
  adminMembers,
  adminSaveSettings,
  adminSettings,
  adminWithdrawals,
  getLeftmoney,
  login,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { fileConsoleApp } from '../../test/console.ts';
import { given, TRON } from '../../test/given.ts';

const { t, admin, as } = fileConsoleApp(['viewer']);
const viewer = as('viewer');

/** The console's reads across modules: dashboard, a member in full, the audit log, withdrawal rules. */
describe('reads', () => {
  it('shows the dashboard, a member in full, and the audit log filtered', async () => {
    // A payout in the audit log (another member's, so this one's balance stays as recharged).
    const payee = await given(t).user({ cash: 600 });
    const card = await payee.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
    await payee.ok(withdraw, { bank_id: card.id, money: 100, pwd: payee.payPwd });
    const pending = (await admin.ok(adminWithdrawals, { status: 'pending' })).find((w) => w.user_id === payee.id);
    await admin.ok(adminApproveWithdrawal, { id: pending?.id ?? 0 });
    const member = await given(t).user({ cash: 600 });
    expect((await viewer.ok(adminAuditLedger, {})).ok).toBe(true);
    const dash = await admin.ok(adminDashboard, { tz_offset: 0 });
    expect(dash.days).toHaveLength(7);
    expect(Number(dash.today.deposits)).toBeGreaterThanOrEqual(600);
    // Totals are exact decimal text, never floats (issue 22, fault 21).
    expect(dash.week.house).toMatch(/^-?\d+\.\d{2}$/);
    const inCents = (usd: string) => BigInt(usd.replace('.', ''));
    expect(inCents(dash.week.house)).toBe(inCents(dash.week.stakes) - inCents(dash.week.payouts));
    expect(dash.last_audit).toMatchObject({ ok: true });
    const found = await admin.ok(adminMembers, { q: member.username.slice(0, 8) });
    expect(found.list.some((m) => m.id === member.id)).toBe(true);
    // Someone tries the member's account, then the member signs in: the console shows both.
    const tries = { quhao: '852', username: member.username };
    expect((await t.call(login, { ...tries, password: 'Wrong1234' })).data.errCode).toBe(1003);
    expect((await t.call(login, { ...tries, password: member.password })).code).toBe(1);
    const detail = await admin.ok(adminMember, { user_id: member.id });
    expect(detail.sign_ins.slice(0, 2).map((s) => s.result)).toEqual(['ok', 'wrong_password']);
    expect((await viewer.ok(adminMember, { user_id: member.id })).sign_ins).toEqual(detail.sign_ins);
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
      expect.objectContaining({ required: 25, unit: 'usd' }),
      expect.objectContaining({ required: 2, progress: 2, unit: 'count' }),
    ]);
    await admin.ok(adminSaveSettings, { ...rest, withdraw_rules: { daily_count: 0, min: 0 } });
  });
});

/** The leader's scheduled audits (decision 032), as the dashboard shows them. */
describe('scheduled ledger audits', () => {
  it('audit since the last; whole once a day; whole again while the last found a problem', async () => {
    const { admin: service, ledger, settings } = t.services;
    await given(t).user({ cash: 600 });
    const whole = await ledger.audit();
    expect(await service.auditLedgerSinceLast(ledger)).toMatchObject({ ok: true });
    // A whole audit by the console was just kept: the daily one waits, and never runs at 0 hours.
    await service.auditLedger();
    expect(await service.auditLedgerWhenDue(ledger, 24)).toBeNull();
    expect(await service.auditLedgerWhenDue(ledger, 0)).toBeNull();
    const lastWhole = await settings.lastFullLedgerAudit();
    // Older than its interval (here a millisecond): it runs and is kept.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await service.auditLedgerWhenDue(ledger, 1 / 3_600_000)).toMatchObject({ ok: true });
    expect(await settings.lastFullLedgerAudit()).not.toBe(lastWhole);
    // While the last audit kept says "problem", the next scheduled one reads the whole ledger.
    await settings.recordLedgerAudit({ ok: false, at: new Date().toISOString(), problems: 1 }, false);
    const again = await service.auditLedgerSinceLast(ledger);
    expect(again).toMatchObject({ ok: true });
    expect(again?.entries).toBeGreaterThanOrEqual(whole.entries);
    expect((await admin.ok(adminDashboard, { tz_offset: 0 })).last_audit).toMatchObject({ ok: true, problems: 0 });
  });
});
