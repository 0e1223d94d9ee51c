import {
  adminCreateStaff,
  adminDashboard,
  adminEndStaffSessions,
  adminResetStaffTwoFactor,
  adminSaveSettings,
  adminSetStaffEnabled,
  adminSetStaffRole,
  adminSettings,
  adminStaff,
  adminStaffSessions,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTwoFactor,
  login,
  type StaffRole,
} from '@roundhouse/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { type Caller, caller } from '../../test/calls.ts';
import { fileConsoleApp, STAFF_PASSWORD } from '../../test/console.ts';
import { given } from '../../test/given.ts';
import { createTestApp, uniqueName } from '../../test/test-app.ts';

/**
 * Issue 23, staff management: admins change roles, disable and enable staff (their sessions end at
 * once), reset a second factor, list and end sessions; nobody changes their own role or access, the
 * last enabled admin stays one (under a burst), every change asks for a step-up and is audited.
 */
const c = fileConsoleApp();
const ADMIN_CONFIRM = { confirm: DEMO_OPERATOR.password };

/** A staff member made through the console, with their id and a signed-in session. */
async function member(role: StaffRole) {
  const username = `s${uniqueName()}`.slice(0, 30);
  const row = await c.admin.ok(adminCreateStaff, { username, password: STAFF_PASSWORD, role, ...ADMIN_CONFIRM });
  const signIn = async () =>
    caller(c.t.app, (await caller(c.t.app).ok(login, { username, password: STAFF_PASSWORD })).token);
  return { id: row.id, username, session: await signIn(), signIn };
}

const demoAdminId = async () =>
  (await c.admin.ok(adminStaff, {})).find((s) => s.username === DEMO_OPERATOR.username)?.id ?? 0;

describe('staff management, admin only', () => {
  it('lists staff with their role, second factor, open sessions and last call', async () => {
    const op = await member('operator');
    const row = (await c.admin.ok(adminStaff, {})).find((s) => s.id === op.id);
    expect(row).toMatchObject({
      username: op.username,
      role: 'operator',
      status: 'active',
      two_factor: false,
      sessions: 1,
    });
    expect(row?.last_seen_at).not.toBeNull();
  });

  it('asks the admin to step up: without it 3076, a wrong password 3077, nothing changed', async () => {
    const op = await member('operator');
    expect(await c.admin.fail(adminSetStaffRole, { user_id: op.id, role: 'viewer' })).toMatchObject({
      errCode: 3076,
      field: 'confirm',
    });
    expect(
      await c.admin.fail(adminSetStaffRole, { user_id: op.id, role: 'viewer', confirm: 'wrong-one' }),
    ).toMatchObject({ errCode: 3077, field: 'confirm' });
    expect(
      await c.admin.fail(adminCreateStaff, { username: 'nostepup1', password: STAFF_PASSWORD, role: 'admin' }),
    ).toMatchObject({
      errCode: 3076,
    });
    expect((await c.admin.ok(adminStaff, {})).find((s) => s.id === op.id)?.role).toBe('operator');
    expect((await c.admin.ok(adminStaff, {})).some((s) => s.username === 'nostepup1')).toBe(false);
  });

  it('changes a role at once (the next call already has the new one), audited', async () => {
    const op = await member('operator');
    await op.session.ok(adminSaveSettings, await settingsBody());
    const row = await c.admin.ok(adminSetStaffRole, { user_id: op.id, role: 'viewer', ...ADMIN_CONFIRM });
    expect(row).toMatchObject({ id: op.id, role: 'viewer' });
    expect(await op.session.fail(adminSaveSettings, await settingsBody())).toMatchObject({ errCode: 3006 });
    await op.session.ok(adminDashboard, {});
    const audit = await c.auditRows(`user:${op.id}`);
    expect(audit.find((r) => r.action === 'staff.role')).toMatchObject({
      actor: DEMO_OPERATOR.username,
      before: { role: 'operator' },
      after: { role: 'viewer' },
    });
  });

  it('refuses every staff change to an operator (3006), a viewer, a member (3004)', async () => {
    const target = await member('viewer');
    const op = await member('operator');
    const viewer = await member('viewer');
    const someone = await given(c.t).user();
    for (const who of [op.session, viewer.session]) {
      const confirm = { confirm: STAFF_PASSWORD };
      expect(await who.fail(adminSetStaffRole, { user_id: target.id, role: 'admin', ...confirm })).toMatchObject({
        errCode: 3006,
      });
      expect(await who.fail(adminSetStaffEnabled, { user_id: target.id, enabled: false, ...confirm })).toMatchObject({
        errCode: 3006,
      });
      expect(await who.fail(adminResetStaffTwoFactor, { user_id: target.id, ...confirm })).toMatchObject({
        errCode: 3006,
      });
      expect(await who.fail(adminStaffSessions, { user_id: target.id })).toMatchObject({ errCode: 3006 });
      expect(await who.fail(adminEndStaffSessions, { user_id: target.id })).toMatchObject({ errCode: 3006 });
      expect(
        await who.fail(adminCreateStaff, { username: 'x12345', password: STAFF_PASSWORD, role: 'admin', ...confirm }),
      ).toMatchObject({
        errCode: 3006,
      });
    }
    // Nobody raises their own role, not even through another call.
    expect(
      await op.session.fail(adminSetStaffRole, { user_id: op.id, role: 'admin', confirm: STAFF_PASSWORD }),
    ).toMatchObject({
      errCode: 3006,
    });
    expect(await someone.fail(adminSetStaffRole, { user_id: target.id, role: 'admin' })).toMatchObject({
      errCode: 3004,
    });
    expect((await c.admin.ok(adminStaff, {})).find((s) => s.id === target.id)?.role).toBe('viewer');
  });

  it("refuses an admin's own role or access (3079), a member (3080) and nobody (1002)", async () => {
    const self = await demoAdminId();
    expect(await c.admin.fail(adminSetStaffRole, { user_id: self, role: 'viewer', ...ADMIN_CONFIRM })).toMatchObject({
      errCode: 3079,
    });
    expect(await c.admin.fail(adminSetStaffEnabled, { user_id: self, enabled: false, ...ADMIN_CONFIRM })).toMatchObject(
      {
        errCode: 3079,
      },
    );
    const someone = await given(c.t).user();
    expect(
      await c.admin.fail(adminSetStaffRole, { user_id: someone.id, role: 'admin', ...ADMIN_CONFIRM }),
    ).toMatchObject({
      errCode: 3080,
    });
    expect(await c.admin.fail(adminStaffSessions, { user_id: someone.id })).toMatchObject({ errCode: 3080 });
    expect(
      await c.admin.fail(adminSetStaffEnabled, { user_id: 999_999, enabled: false, ...ADMIN_CONFIRM }),
    ).toMatchObject({
      errCode: 1002,
    });
    expect(await c.admin.fail(adminSetStaffEnabled, { user_id: 2 ** 31, enabled: false })).toMatchObject({
      errCode: 1001,
    });
  });

  it('disables an account: its sessions end at once and it cannot sign in; enabled again, it can', async () => {
    const op = await member('operator');
    const row = await c.admin.ok(adminSetStaffEnabled, { user_id: op.id, enabled: false, ...ADMIN_CONFIRM });
    expect(row).toMatchObject({ status: 'frozen', sessions: 0 });
    // Its session is gone: the console drops it (403 names the disabled account, like 409 an ended session).
    expect([403, 409]).toContain((await op.session.fail(adminDashboard, {})).code);
    expect(await caller(c.t.app).fail(login, { username: op.username, password: STAFF_PASSWORD })).toMatchObject({
      errCode: 3003,
    });
    await c.admin.ok(adminSetStaffEnabled, { user_id: op.id, enabled: true, ...ADMIN_CONFIRM });
    await (await op.signIn()).ok(adminDashboard, {});
    const actions = (await c.auditRows(`user:${op.id}`)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.create', 'staff.disable', 'staff.enable']));
  });

  it('lists a staff member’s sessions and ends one or all of them (the next call of each answers 409)', async () => {
    const op = await member('operator');
    const second = await op.signIn();
    const third = await op.signIn();
    const sessions = await c.admin.ok(adminStaffSessions, { user_id: op.id });
    expect(sessions).toHaveLength(3);
    expect(sessions.every((s) => !s.current)).toBe(true);
    // The session last used is listed first: `third` signed in last.
    const [latest] = sessions;
    const left = await c.admin.ok(adminEndStaffSessions, { user_id: op.id, id: latest?.id ?? 0 });
    expect(left).toHaveLength(2);
    expect((await third.fail(adminDashboard, {})).code).toBe(409);
    await second.ok(adminDashboard, {});
    expect(await c.admin.fail(adminEndStaffSessions, { user_id: op.id, id: latest?.id ?? 0 })).toMatchObject({
      errCode: 3074,
    });
    expect(await c.admin.ok(adminEndStaffSessions, { user_id: op.id })).toEqual([]);
    expect((await second.fail(adminDashboard, {})).code).toBe(409);
    expect((await op.session.fail(adminDashboard, {})).code).toBe(409);
    expect((await c.auditRows(`user:${op.id}`)).filter((r) => r.action === 'staff.end_sessions')).toHaveLength(2);
  });
});

describe('the last enabled admin', () => {
  // Only an enabled admin changes staff, and never themselves: so the target of a demotion is never
  // the last enabled admin, unless another change got there first. These show that it holds then too.
  it('stays one when two admins demote each other at once: one change goes through, never both', async () => {
    const x = await member('admin');
    const y = await member('admin');
    const demo = await demoAdminId();
    // Leave x and y as the only enabled admins (the demo admin comes back at the end).
    await x.session.ok(adminSetStaffEnabled, { user_id: demo, enabled: false, confirm: STAFF_PASSWORD });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        x.session
          .fail(adminSetStaffRole, { user_id: y.id, role: 'viewer', confirm: STAFF_PASSWORD })
          .catch(() => 'ok' as const),
      ),
      ...Array.from({ length: 5 }, () =>
        y.session
          .fail(adminSetStaffEnabled, { user_id: x.id, enabled: false, confirm: STAFF_PASSWORD })
          .catch(() => 'ok' as const),
      ),
    ]);
    const staff = await x.session.ok(adminStaff, {}).catch(() => y.session.ok(adminStaff, {}));
    const admins = staff.filter((s) => s.role === 'admin' && s.status === 'active');
    expect(admins).toHaveLength(1);
    // One side's change went through (repeated, it changes nothing more); every one of the other's
    // was refused: its admin was no longer one (3006), or the last (3078).
    const [byX, byY] = [results.slice(0, 5), results.slice(5)];
    const winners = byX.every((r) => r === 'ok') ? byX : byY;
    const losers = winners === byX ? byY : byX;
    expect(winners.every((r) => r === 'ok')).toBe(true);
    for (const r of losers) expect(r === 'ok' ? 0 : r.errCode).toBeOneOf([3006, 3078]);
    const last = admins[0]?.id === x.id ? x : y;
    await last.session.ok(adminSetStaffEnabled, { user_id: demo, enabled: true, confirm: STAFF_PASSWORD });
    // Disabling ended the demo admin's sessions: it signs in again.
    expect((await c.admin.fail(adminDashboard, {})).code).toBe(409);
    c.admin = caller(c.t.app, (await caller(c.t.app).ok(login, DEMO_OPERATOR)).token);
  });

  it('an admin demoted to operator cannot raise themselves again, nor touch another admin', async () => {
    const z = await member('admin');
    const demo = await demoAdminId();
    await z.session.ok(adminSetStaffRole, { user_id: demo, role: 'operator', confirm: STAFF_PASSWORD });
    expect(await c.admin.fail(adminSetStaffRole, { user_id: demo, role: 'admin', ...ADMIN_CONFIRM })).toMatchObject({
      errCode: 3006,
    });
    expect(await c.admin.fail(adminSetStaffEnabled, { user_id: z.id, enabled: false, ...ADMIN_CONFIRM })).toMatchObject(
      {
        errCode: 3006,
      },
    );
    await z.session.ok(adminSetStaffRole, { user_id: demo, role: 'admin', confirm: STAFF_PASSWORD });
    // The same session has its role back at once.
    await c.admin.ok(adminSetStaffEnabled, { user_id: z.id, enabled: false, ...ADMIN_CONFIRM });
    expect([403, 409]).toContain((await z.session.fail(adminStaff, {})).code);
  });
});

describe('resetting a second factor (live mode)', () => {
  it('removes the app and ends the sessions; the staff member sets it up again at the next sign-in', async () => {
    const live = await createTestApp({ SCHEDULER: 'false', APP_MODE: 'live' });
    try {
      const enrol = async (session: Caller) => {
        const { secret } = await session.ok(adminTotpEnrol, {});
        const { recovery_codes } = await session.ok(adminTotpConfirm, { code: await generate({ secret }) });
        return { secret, recovery_codes };
      };
      const signIn = async (username: string, password: string) =>
        caller(live.app, (await caller(live.app).ok(login, { username, password })).token);
      const adminName = `a${uniqueName()}`.slice(0, 30);
      await live.services.accounts.ensureUser({
        username: adminName,
        password: STAFF_PASSWORD,
        payPassword: '135790',
        role: 'admin',
      });
      const admin = await signIn(adminName, STAFF_PASSWORD);
      const adminCodes = (await enrol(admin)).recovery_codes;
      const username = `s${uniqueName()}`.slice(0, 30);
      // With an app set up, a step-up takes a code from it (or a recovery code), not the password.
      expect(
        await admin.fail(adminCreateStaff, {
          username,
          password: STAFF_PASSWORD,
          role: 'operator',
          confirm: DEMO_OPERATOR.password,
        }),
      ).toMatchObject({ errCode: 3071 });
      expect(
        await admin.fail(adminCreateStaff, { username, password: STAFF_PASSWORD, role: 'operator' }),
      ).toMatchObject({
        errCode: 3075,
      });
      const op = await admin.ok(adminCreateStaff, {
        username,
        password: STAFF_PASSWORD,
        role: 'operator',
        confirm: adminCodes.pop() ?? '',
      });
      const session = await signIn(username, STAFF_PASSWORD);
      await enrol(session);
      expect((await admin.ok(adminStaff, {})).find((s) => s.id === op.id)?.two_factor).toBe(true);
      const row = await admin.ok(adminResetStaffTwoFactor, { user_id: op.id, confirm: adminCodes.pop() ?? '' });
      expect(row).toMatchObject({ two_factor: false, sessions: 0 });
      expect((await session.fail(adminDashboard, {})).code).toBe(409);
      const again = await signIn(username, STAFF_PASSWORD);
      expect(await again.ok(adminTwoFactor, {})).toMatchObject({ enrolled: false, passed: false, recovery_left: 0 });
      expect(await again.fail(adminDashboard, {})).toMatchObject({ errCode: 3070 });
      const audit = await live.db.selectFrom('admin_audit').selectAll().where('target', '=', `user:${op.id}`).execute();
      expect(audit.map((r) => r.action)).toContain('staff.second_factor_reset');
    } finally {
      await live.close();
    }
  });
});

async function settingsBody() {
  const { vip_levels: _levels, ...settings } = await c.admin.ok(adminSettings, {});
  return settings;
}
