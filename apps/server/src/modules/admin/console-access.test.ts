import {
  ADMIN_CALLS,
  ADMIN_PERMISSIONS,
  adminCreateStaff,
  adminDashboard,
  adminRooms,
  adminSetVip,
  CALLS,
  can,
  getuserinfo,
  ROLES,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_BODIES } from '../../test/admin-bodies.ts';
import { caller } from '../../test/calls.ts';
import { fileConsoleApp } from '../../test/console.ts';
import { given } from '../../test/given.ts';

const { t, as } = fileConsoleApp(['operator', 'viewer']);
const operator = as('operator');
const viewer = as('viewer');

/** Who may make a console call (issue 12): every call, every role, before the body is read. */
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
