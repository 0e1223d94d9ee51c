import { getuserinfo, login } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/test-app.ts';
import { DEMO_USER, seed } from './demo.ts';

const t = fileTestApp({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-secret-1' });

describe('the demo seed', () => {
  it('is idempotent and lets the demo user and the ADMIN_* admin log in', async () => {
    await seed(t.config, t.db, t.services);
    const users = await t.db.selectFrom('users').select(['username', 'role']).orderBy('id').execute();
    expect(users).toEqual([
      { username: DEMO_USER.username, role: 'user' },
      { username: 'chief', role: 'admin' },
    ]);
    const demo = await t.call(login, { username: DEMO_USER.username, password: DEMO_USER.password });
    expect(demo.code).toBe(1);
    const chief = await t.call(login, { username: 'chief', password: 'chief-secret-1' });
    expect(chief.code).toBe(1);
    const me = await t.call(getuserinfo, { token: chief.data.token });
    expect(me.data.role).toBe('admin');
  });
});
