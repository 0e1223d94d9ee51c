import {
  adminCreateStaff,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTotpVerify,
  adminTwoFactor,
  login,
  type StaffRole,
} from '@roundhouse/contract';
import type { Selectable } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll } from 'vitest';
import type { AdminAuditTable } from '../db/schema.ts';
import { DEMO_OPERATOR } from '../seed/demo.ts';
import { type Caller, caller } from './calls.ts';
import { createTestApp, later, type TestApp, uniqueName } from './test-app.ts';

/** The password of the staff a fixture makes: what they confirm a step-up with (no app set up). */
export const STAFF_PASSWORD = 'Staff2026x';

/** A console test's app: the demo admin signed in, staff of any role made through the console. */
export interface ConsoleFixture {
  t: TestApp;
  admin: Caller;
  /** A new staff member of `role`, created by the admin and signed in. */
  staff: (role: StaffRole) => Promise<Caller>;
  /** The audit rows about one target (`user:12`, `room:3`). */
  auditRows: (target: string) => Promise<Selectable<AdminAuditTable>[]>;
}

export async function consoleApp(env: Record<string, string> = { SCHEDULER: 'false' }): Promise<ConsoleFixture> {
  const t = await createTestApp(env);
  const admin = caller(t.app, (await caller(t.app).ok(login, DEMO_OPERATOR)).token);
  return {
    t,
    admin,
    async staff(role) {
      const username = `s${uniqueName()}`.slice(0, 30);
      await admin.ok(adminCreateStaff, { username, password: STAFF_PASSWORD, role, confirm: DEMO_OPERATOR.password });
      return caller(t.app, (await caller(t.app).ok(login, { username, password: STAFF_PASSWORD })).token);
    },
    auditRows: (target) => t.db.selectFrom('admin_audit').selectAll().where('target', '=', target).execute(),
  };
}

/**
 * A console test file's fixture: the app and its signed-in demo admin, made before the file's first
 * test (with a signed-in staff member of each role in `roles`), closed after its last.
 */
export function fileConsoleApp(roles: StaffRole[] = [], env?: Record<string, string>) {
  let fixture: ConsoleFixture | undefined;
  const signedIn = new Map<StaffRole, Caller>();
  beforeAll(async () => {
    fixture = await consoleApp(env);
    for (const role of roles) signedIn.set(role, await fixture.staff(role));
  });
  afterAll(() => fixture?.t.close());
  const made = (): ConsoleFixture => {
    if (!fixture) throw new Error('made before the first test, not at import');
    return fixture;
  };
  return {
    t: later(() => fixture?.t),
    admin: later(() => fixture?.admin),
    staff: (role: StaffRole) => made().staff(role),
    auditRows: (target: string) => made().auditRows(target),
    /** The staff member of `role` made before the first test (one of `roles`). */
    as: (role: StaffRole) => later(() => signedIn.get(role)),
  };
}

/** Each staff member's recovery codes left, by database and name (tests sign in many times). */
const recovery = new Map<string, string[]>();

/**
 * A staff member's session token, past the second factor when STAFF_2FA asks for it (live mode):
 * the first sign-in sets an authenticator up, later ones pass with a recovery code (a TOTP code is
 * taken once per 30 s, too slow for a test that signs in again at once).
 */
export async function signInStaff(t: TestApp, username: string, password: string): Promise<string> {
  const { token } = await caller(t.app).ok(login, { username, password });
  const session = caller(t.app, token);
  const state = await session.ok(adminTwoFactor, {});
  if (state.passed) return token;
  const key = `${t.url} ${username}`;
  if (!state.enrolled) {
    const { secret } = await session.ok(adminTotpEnrol, {});
    const { recovery_codes } = await session.ok(adminTotpConfirm, { code: await generate({ secret }) });
    recovery.set(key, recovery_codes);
  } else {
    await session.ok(adminTotpVerify, { code: recovery.get(key)?.pop() ?? '' });
  }
  return token;
}

/**
 * What a staff member signed in by signInStaff confirms a step-up with: one of their recovery codes
 * once they have an app (a TOTP code is taken once per 30 s), else their password.
 */
export function stepUpFor(t: TestApp, username: string, password: string): { confirm: string } {
  const codes = recovery.get(`${t.url} ${username}`);
  return { confirm: codes?.length ? (codes.pop() ?? '') : password };
}

/** The first admin a live-mode test app starts with (live mode seeds no demo accounts). */
const CHIEF = { username: 'chief', password: 'chief-secret-1' } as const;

/** A live-mode app and its first admin, signed in past the second factor. */
export interface LiveFixture {
  t: TestApp;
  chief: Caller;
  chiefToken: string;
  /** A fresh step-up confirmation for the chief (one recovery code each time). */
  chiefStepUp: () => { confirm: string };
}

/** A live-mode app (with `env` on top), its chief signed in, and the invitation code WELCOME for members. */
export async function liveApp(env: Record<string, string> = {}): Promise<LiveFixture> {
  const t = await createTestApp({
    APP_MODE: 'live',
    ADMIN_USERNAME: CHIEF.username,
    ADMIN_PASSWORD: CHIEF.password,
    ...env,
  });
  await t.db.insertInto('invitation_codes').values({ code: 'WELCOME', owner_user_id: null }).execute();
  const chiefToken = await signInStaff(t, CHIEF.username, CHIEF.password);
  return {
    t,
    chief: caller(t.app, chiefToken),
    chiefToken,
    chiefStepUp: () => stepUpFor(t, CHIEF.username, CHIEF.password),
  };
}
