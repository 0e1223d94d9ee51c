import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './db/embedded.ts';
import { postmasterPid } from './db/postmaster-watch.mjs';
import { exitCode, post, startServer, untilPrinted } from './test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));

const start = (env: Record<string, string>) => startServer({ DATA_DIR: dataDir, ...env });

describe('the server process', () => {
  it('stops the boot with a message naming a bad variable', async () => {
    const server = await start({ APP_MODE: 'production', PORT: 'eighty' });
    expect(await exitCode(server.process)).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
    expect(server.output()).toMatch(/APP_MODE:/);
  });

  it('prints the demo logins, shuts down on SIGTERM, and a second start keeps the data', async () => {
    const port = String(await freePort());
    const first = await start({ EMBEDDED_PG_PORT: port, DRAIN_MS: '1500' });
    await untilPrinted(first, 'Ready in');
    expect(first.output()).toContain('Demo user:     demo / demo2026');
    expect(first.output()).toContain('Invitation code for new accounts: WELCOME');
    const registered = await post(`${first.url}/api/index/register`, {
      username: 'survivor1',
      password: 'Keep2026',
      spassword: 'Keep2026',
      invitation: 'WELCOME',
      payPwd: '135790',
    });
    expect(registered.code).toBe(1);
    // On SIGTERM the embedded database stops last, after the drain and the pool (not at once, by the
    // library's own signal hook): a request during the drain still reaches it, nothing reconnects.
    first.process.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${first.url}/readyz`)).status, { timeout: 1000, interval: 50 })
      .toBe(503);
    const during = await post(`${first.url}/api/Index/login`, { username: 'survivor1', password: 'Keep2026' });
    expect(during.code, first.output()).toBe(1);
    const code = await exitCode(first.process);
    expect(code, first.output()).toBe(0);
    expect(first.output()).not.toMatch(/connection lost|connection dropped/);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start({ EMBEDDED_PG_PORT: port });
    await untilPrinted(second, 'Ready in');
    const login = await post(`${second.url}/api/Index/login`, { username: 'survivor1', password: 'Keep2026' });
    expect(login.code).toBe(1);

    // `npm run admin:create` works on the running server's database: the new account signs in as staff.
    const created = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'admin-create.ts'),
        '--username',
        'watcher1',
        '--role',
        'viewer',
        '--password',
        'Watch2026',
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: port },
        encoding: 'utf8',
      },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Staff account watcher1');
    const bad = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'admin-create.ts'), '--username', 'x', '--role', 'boss'],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        encoding: 'utf8',
      },
    );
    expect(bad.status).toBe(1);
    const staff = await post(`${second.url}/api/Index/login`, { username: 'watcher1', password: 'Watch2026' });
    const me = await post(`${second.url}/api/Game/getuserinfo`, { token: staff.data.token });
    expect((me.data as { role?: string }).role).toBe('viewer');
    const dash = await post(`${second.url}/api/Admin/dashboard`, { token: staff.data.token });
    expect(dash.code).toBe(1);
    const refused = await post(`${second.url}/api/Admin/freeze`, { token: staff.data.token, user_id: 1, frozen: true });
    expect((refused.data as { errCode?: number }).errCode).toBe(3006);
    second.process.kill('SIGINT');
    const code2 = await exitCode(second.process);
    expect(code2, second.output()).toBe(0);
  }, 120_000);

  it('shuts down in order on a terminal’s Ctrl+C: the whole process group told, and told again by npm start', async () => {
    const server = await startServer(
      { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), DRAIN_MS: '1500', SCHEDULER: 'false' },
      { group: true },
    );
    await untilPrinted(server, 'Ready in');
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const postmaster = postmasterPid(pidFile) as number;
    const pid = server.process.pid as number;
    // The terminal's SIGINT goes to every process of its foreground group; scripts/start.mjs then
    // passes its own on to the server, which is draining by then.
    process.kill(-pid, 'SIGINT');
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 1000, interval: 50 })
      .toBe(503);
    server.process.kill('SIGINT');
    // The database is still there for a request during the drain.
    const during = await post(`${server.url}/api/Index/login`, { username: 'demo', password: 'demo2026' });
    expect(during.code, server.output()).toBe(1);
    expect(await exitCode(server.process), server.output()).toBe(0);
    expect(server.output()).not.toMatch(/connection lost|connection dropped/);
    expect(() => process.kill(postmaster, 0)).toThrow();
    expect(fs.existsSync(pidFile)).toBe(false);
  }, 60_000);

  it('starts its embedded database again when it dies under it, and carries on with the data', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-crash-'));
    const server = await start({ DATA_DIR: own, EMBEDDED_PG_PORT: String(await freePort()), SCHEDULER: 'false' });
    try {
      await untilPrinted(server, 'Ready in');
      const body = { username: 'phoenix1', password: 'Rise2026', spassword: 'Rise2026', invitation: 'WELCOME' };
      expect((await post(`${server.url}/api/index/register`, { ...body, payPwd: '135790' })).code).toBe(1);
      const postmaster = postmasterPid(path.join(own, 'pg', 'postmaster.pid')) as number;
      process.kill(postmaster, 'SIGKILL');
      await untilPrinted(server, 'embedded PostgreSQL: exited unexpectedly; starting it again');
      await untilPrinted(server, 'embedded PostgreSQL: running again');
      const ready = async () => (await fetch(`${server.privateUrl}/readyz`)).json() as Promise<{ ok: boolean }>;
      await expect.poll(async () => (await ready()).ok, { timeout: 20_000, interval: 250 }).toBe(true);
      const again = await post(`${server.url}/api/Index/login`, { username: 'phoenix1', password: 'Rise2026' });
      expect(again.code, server.output()).toBe(1);
    } finally {
      server.process.kill('SIGTERM');
      expect(await exitCode(server.process), server.output()).toBe(0);
      fs.rmSync(own, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 90_000);

  it('stops its embedded database when told to stop while it is still starting', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-early-'));
    const server = await start({ DATA_DIR: own, EMBEDDED_PG_PORT: String(await freePort()), SCHEDULER: 'false' });
    const pidFile = path.join(own, 'pg', 'postmaster.pid');
    try {
      // The postmaster's lock file: initdb's single-user runs write one too, briefly, with the pid
      // negated (a standalone backend), and remove it again.
      const lockPid = () => postmasterPid(pidFile) ?? 0;
      await expect.poll(lockPid, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
      const postmaster = lockPid();
      server.process.kill('SIGTERM');
      expect(await exitCode(server.process)).not.toBeNull();
      expect(server.output()).not.toContain('Ready in');
      expect(server.output()).not.toContain('failed to start');
      // No database left running without its server: the next start would find it in the way. The
      // process ends only after its database has exited (it reaps it: an orphan that exits later stays
      // a zombie, alive to kill(0), where nothing reaps orphans, as in CI's containers).
      const alive = () => {
        try {
          process.kill(postmaster, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect(alive()).toBe(false);
      // Stopped, not left to die: a clean stop removes the lock file last.
      expect(fs.existsSync(pidFile)).toBe(false);
    } finally {
      fs.rmSync(own, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 60_000);

  it('ends its embedded database with it on a hang-up (the exit hook: no signal of its own)', async () => {
    const server = await start({ EMBEDDED_PG_PORT: String(await freePort()), SCHEDULER: 'false' });
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    await untilPrinted(server, 'Ready in');
    const postmaster = postmasterPid(pidFile) as number;
    server.process.kill('SIGHUP');
    // async-exit-hook's code for SIGHUP (128 + 1), once the database has stopped.
    expect(await exitCode(server.process), server.output()).toBe(129);
    expect(() => process.kill(postmaster, 0)).toThrow();
    expect(fs.existsSync(pidFile)).toBe(false);
  }, 60_000);

  it('says in a line which database it cannot use, and why', async () => {
    for (const [url, why] of [
      ['postgres://roundhouse:x@127.0.0.1:1/roundhouse', /127\.0\.0\.1:1\/roundhouse \(connect ECONNREFUSED/],
      [`${inject('pgUrlPrefix')}no_such_database`, /\/no_such_database \(database "no_such_database" does not exist\)/],
    ] as const) {
      const refused = await start({ DATABASE_URL: url });
      expect(await exitCode(refused.process), refused.output()).toBe(1);
      expect(refused.output()).toMatch(/^Cannot use the database /);
      expect(refused.output()).toMatch(why);
      expect(refused.output()).not.toMatch(/busy| at /);
    }
    // The command-line tools say the same.
    const audit = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'audit-ledger.ts')], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: 'postgres://roundhouse:x@127.0.0.1:1/roundhouse' },
      encoding: 'utf8',
    });
    expect(audit.status).toBe(2);
    expect(audit.stderr).toMatch(/Cannot use the database 127\.0\.0\.1:1\/roundhouse \(connect ECONNREFUSED/);
  });

  it('says in a line what another program holds: the data directory, the database port, the port', async () => {
    const pgPort = String(await freePort());
    const running = await start({ EMBEDDED_PG_PORT: pgPort, SCHEDULER: 'false' });
    await untilPrinted(running, 'Ready in');
    const port = new URL(running.url).port;
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-other-'));
    try {
      const refusals: [Record<string, string>, RegExp][] = [
        [{ EMBEDDED_PG_PORT: String(await freePort()) }, /is in use by process \d+ — is Roundhouse already running\?/],
        [{ DATA_DIR: other, EMBEDDED_PG_PORT: pgPort }, new RegExp(`Port ${pgPort} \\(EMBEDDED_PG_PORT\\) is in use`)],
        [{ DATA_DIR: other, EMBEDDED_PG_PORT: String(await freePort()), PORT: port }, /\(PORT\) is in use/],
      ];
      for (const [env, message] of refusals) {
        const refused = await start(env);
        expect(await exitCode(refused.process), refused.output()).toBe(1);
        expect(refused.output()).toMatch(message);
        // One line, no stack, and nothing it had opened complains on the way out.
        expect(refused.output()).not.toMatch(/ at |undefined|connection lost/);
      }
      // The one running is untouched.
      expect((await post(`${running.url}/api/Index/getconfig`, {})).code).toBe(1);
    } finally {
      running.process.kill('SIGTERM');
      expect(await exitCode(running.process)).toBe(0);
      fs.rmSync(other, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 120_000);
});
