import { adminResetPassword, getuserinfo, login, recharge, repasswd, resetpaypwd } from '@roundhouse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { type Caller, caller } from '../../test/calls.ts';
import { eventually } from '../../test/eventually.ts';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SESSION_USER_COLUMNS } from './auth.repository.ts';

/**
 * Issue 22, faults 6 and 7: a forced change refuses the one-time password as the new one, and a
 * change of any column a remembered session decides by reaches every process.
 */
let a: TestApp;
let b: TestApp;
let operator: Caller;

beforeAll(async () => {
  // Two processes on one database, each remembering sessions while its change feed is live.
  a = await createTestApp({ SCHEDULER: 'false' }, { changes: true });
  b = await createTestApp({ SCHEDULER: 'false' }, { changes: true, sameDatabaseAs: a });
  operator = caller(a.app, (await caller(a.app).ok(login, DEMO_OPERATOR)).token);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('a forced password change', () => {
  it('refuses the one-time login password as the new one (3064) and takes another', async () => {
    const member = await given(a).user();
    const { temporary } = await operator.ok(adminResetPassword, { user_id: member.id, kind: 'login' });
    const token = (await caller(a.app).ok(login, { username: member.username, password: temporary })).token;
    const me = caller(a.app, token);
    expect((await me.fail(repasswd, { passwd: temporary, npasswd: temporary })).errCode).toBe(3064);
    await me.ok(repasswd, { passwd: temporary, npasswd: 'Fresh2026x' });
    expect((await me.ok(getuserinfo, {})).id).toBe(member.id);
  });

  it('refuses the one-time payment password as the new one (3064), then ends the forced state on every process', async () => {
    const member = await given(a).user();
    const onA = caller(a.app, member.token);
    const onB = caller(b.app, member.token);
    // Both processes remember the session.
    await onA.ok(getuserinfo, {});
    await onB.ok(getuserinfo, {});
    const { temporary } = await operator.ok(adminResetPassword, { user_id: member.id, kind: 'pay' });
    // The reset was made on A: B enforces it within a second.
    expect(
      await eventually(
        async () => (await b.call(recharge, { money: 500, token: member.token })).data?.errCode === 3007,
        1000,
      ),
    ).toBe(true);
    expect((await onA.fail(resetpaypwd, { srcpwd: temporary, newpwd: temporary, newpwd2: temporary })).errCode).toBe(
      3064,
    );
    await onA.ok(resetpaypwd, { srcpwd: temporary, newpwd: '97531024', newpwd2: '97531024' });
    // The same session goes on at once on A, and within a second on B.
    expect((await a.call(recharge, { money: 500, token: member.token })).code).toBe(1);
    expect(
      await eventually(async () => (await b.call(recharge, { money: 500, token: member.token })).code === 1, 1000),
    ).toBe(true);
  });
});

describe('what a remembered session decides by', () => {
  it('is every column the users_changed trigger announces', async () => {
    const { rows } = await sql<{ column: string }>`
      select a.attname as column
      from pg_trigger t
      join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any (t.tgattr::int2[])
      where t.tgname = 'users_changed'`.execute(a.db);
    const watched = new Set(rows.map((r) => r.column));
    expect(SESSION_USER_COLUMNS.filter((column) => !watched.has(column))).toEqual([]);
  });
});
