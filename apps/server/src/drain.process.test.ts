import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ensureDatabase } from './db/embedded.ts';
import { exitCode, post, type ServerProcess, startServer, untilPrinted } from './test/server-process.ts';
import { freshDatabase } from './test/test-app.ts';

/**
 * Issue 24: a process stops like a service behind a load balancer. On SIGTERM it is not ready at
 * once (the balancer's next check sends requests elsewhere) but still answers, hands the scheduler's
 * lease over at once, tells its sockets to reconnect (1012), and exits 0 — on an external database,
 * where nothing of the embedded one may be loaded (its signal hook ended the process with 143).
 */
let url: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  url = await freshDatabase();
});
afterAll(async () => {
  for (const s of servers) {
    s.process.kill('SIGTERM');
    await exitCode(s.process);
  }
});

async function start(): Promise<ServerProcess> {
  const server = await startServer({ DATABASE_URL: url, DRAIN_MS: '1500' });
  servers.push(server);
  await untilPrinted(server, 'Ready in');
  return server;
}

const state = async (server: ServerProcess) =>
  (await (await fetch(`${server.privateUrl}/readyz`, { signal: AbortSignal.timeout(1000) })).json()) as {
    scheduler: string;
    draining: boolean;
  };

describe('SIGTERM', () => {
  it('drains: not ready at once, still answering, lease handed over, sockets told to reconnect, exit 0', async () => {
    const first = await start();
    const second = await start();
    const [leader, follower] = (await state(first)).scheduler === 'leader' ? [first, second] : [second, first];
    expect((await state(leader)).scheduler).toBe('leader');

    const socket = new WebSocket(`${leader.url.replace('http', 'ws')}/api/ws?gametype=1`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const signalled = Date.now();
    leader.process.kill('SIGTERM');
    // Not ready within a moment, while requests are still answered during the drain.
    await expect
      .poll(async () => (await fetch(`${leader.url}/readyz`)).status, { timeout: 1000, interval: 50 })
      .toBe(503);
    expect((await post(`${leader.url}/api/Index/getconfig`, {})).code).toBe(1);
    // The lease is released, not left to lapse (3 s): the other process leads within about a second.
    await expect.poll(async () => (await state(follower)).scheduler, { timeout: 5000, interval: 100 }).toBe('leader');
    expect(Date.now() - signalled).toBeLessThan(2500);
    expect(await closed).toBe(1012);
    expect(await exitCode(leader.process), leader.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    servers.splice(servers.indexOf(leader), 1);
  }, 60_000);
});

describe('processes starting together on an empty database', () => {
  it('all start: migrations and seeds run one process at a time (issue 24)', async () => {
    const prefix = inject('pgUrlPrefix');
    const name = `t_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(`${prefix}postgres`, name);
    const started = await Promise.all(
      [0, 1, 2].map(() => startServer({ DATABASE_URL: `${prefix}${name}`, SCHEDULER: 'false' })),
    );
    servers.push(...started);
    await Promise.all(started.map((server) => untilPrinted(server, 'Ready in')));
    for (const server of started) {
      const login = await post(`${server.url}/api/Index/login`, { username: 'demo', password: 'demo2026' });
      expect(login.code, server.output()).toBe(1);
    }
  }, 90_000);
});
