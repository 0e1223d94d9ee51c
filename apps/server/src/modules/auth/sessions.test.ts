import { getuserinfo, login } from '@roundhouse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, uniqueName } from '../../test/test-app.ts';
import { touchIntervalMs } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  // Ages sessions by writing last_seen_at behind the app's back.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '1' }, { changes: false });
});
afterAll(() => t.close());

/** Moves a session's last use `seconds` into the past, as if that much time had gone by. */
async function age(token: string, seconds: number) {
  const me = await t.call(getuserinfo, { token });
  await t.db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`last_seen_at - make_interval(secs => ${seconds})` })
    .where('user_id', '=', me.data.id)
    .execute();
}

describe('a short idle limit (SESSION_IDLE_MINUTES=1)', () => {
  it('touches the session often enough that one in use never looks idle', async () => {
    expect(touchIntervalMs(1)).toBe(6000);
    expect(touchIntervalMs(7 * 24 * 60)).toBe(60_000);
    const user = await registerUser(t);
    // Used every 20 s for two minutes: each use is 20 s after the one before.
    for (let i = 0; i < 6; i++) {
      await age(user.token, 20);
      expect((await t.call(getuserinfo, { token: user.token })).code).toBe(1);
    }
  });

  it('still ends a session that nobody used for the whole minute', async () => {
    const user = await registerUser(t);
    await age(user.token, 61 + touchIntervalMs(1) / 1000);
    expect((await t.call(getuserinfo, { token: user.token })).code).toBe(409);
  });
});

describe('staff sessions (STAFF_IDLE_MINUTES, issue 23)', () => {
  it('end after the staff idle limit while a member used as long ago goes on', async () => {
    const s = await createTestApp({ STAFF_IDLE_MINUTES: '1' }, { changes: false });
    try {
      const username = `s${uniqueName()}`.slice(0, 30);
      await s.services.accounts.ensureUser({
        username,
        password: 'Staff2026x',
        payPassword: '135790',
        role: 'operator',
      });
      const staff = (await s.call(login, { username, password: 'Staff2026x' })).data.token as string;
      const member = await registerUser(s);
      await s.db
        .updateTable('sessions')
        .set({ last_seen_at: sql<Date>`last_seen_at - make_interval(secs => ${61 + touchIntervalMs(1) / 1000})` })
        .execute();
      expect((await s.call(getuserinfo, { token: staff })).code).toBe(409);
      expect((await s.call(getuserinfo, { token: member.token })).code).toBe(1);
    } finally {
      await s.close();
    }
  });
});
