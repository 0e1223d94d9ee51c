import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 22, fault 16: pushes stopped for ever once the database dropped the realtime LISTEN
 * connection, and /readyz still said ok. Now both LISTEN connections come back by themselves, the
 * sockets are told to resync, and the process is not ready while it cannot push.
 */
let t: TestApp;
const logged: { level: string; message: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false' }, { changes: true });
  await t.services.realtime.listen(t.url, (level, message) => void logged.push({ level, message }));
});
afterAll(async () => {
  await t.services.realtime.close();
  await t.close();
});

describe('after the database drops the LISTEN connections', () => {
  it('is not ready meanwhile, listens again, tells sockets to resync and pushes again', async () => {
    const old = await t.app.injectWS('/api/ws?gametype=1');
    const got: { type: string }[] = [];
    old.on('message', (m: Buffer) => got.push(JSON.parse(m.toString())));
    expect((await t.readiness()).ok).toBe(true);

    const killed = await sql<{ n: number }>`
      select count(*)::int as n from (
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name in ('roundhouse-realtime', 'roundhouse-changes')
      ) k`.execute(t.db);
    expect(killed.rows[0]?.n).toBe(2);

    // Not ready while it cannot push (readyz 503), then ready again by itself.
    expect(await eventually(async () => !(await t.readiness()).ok, 2000)).toBe(true);
    expect(await eventually(async () => (await t.readiness()).ok, 8000)).toBe(true);
    expect(await t.readiness()).toMatchObject({ push: 'live', changes: 'live' });
    expect(await eventually(() => got.some((e) => e.type === 'resync'), 8000)).toBe(true);
    // The operator's log says what happened and that it is over (issue 25: faults and recoveries).
    expect(logged[0]).toEqual({ level: 'warn', message: 'connection lost, listening again' });
    expect(logged.at(-1)?.level).toBe('info');
    expect(logged.at(-1)?.message).toMatch(/^listening again after \d+ ms$/);

    // A socket opened now, and the old one, both receive what is published next.
    const fresh = await t.app.injectWS('/api/ws?gametype=1');
    const freshGot: { type: string }[] = [];
    fresh.on('message', (m: Buffer) => freshGot.push(JSON.parse(m.toString())));
    await t.services.realtime.publish({ type: 'closed', gametype: 1, seqno: 2026112500001 });
    expect(await eventually(() => freshGot.some((e) => e.type === 'closed'))).toBe(true);
    expect(await eventually(() => got.some((e) => e.type === 'closed'))).toBe(true);
    old.terminate();
    fresh.terminate();
  });
});
