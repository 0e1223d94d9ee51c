// The fleet as an operator runs it (issue 24): `npm run fleet` from scratch — Debian's PostgreSQL,
// PgBouncer in transaction mode, three processes, HAProxy — then, under load counted at the
// balancer: a rolling restart, kill -9 of a process and of the scheduler's leader, a database
// restart; and a stop. Run by `npm test` as its own stage (scripts/fleet.vitest.config.ts): it
// takes the whole machine.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterPid } from '../apps/server/src/db/postmaster-watch.mjs';
import {
  allReady,
  call,
  crashes,
  expectStoredOnce,
  fleetConnection,
  fleetState,
  listen,
  newestOrder,
  portBelowEphemeral,
  printed,
  ready,
  sleep,
  underLoad,
} from './fleet-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-fleet-'));
const ROUND_SECONDS = 3;
let fleet: ChildProcess;
let output = '';
let base = '';
let db: pg.Pool;
let token = '';

const state = () => fleetState(dataDir);

const until = (text: string, ms: number, from = 0) => printed(fleet, () => output, text, ms, from);

beforeAll(async () => {
  // HAProxy binds it some 20 s later: a port nothing else is handed meanwhile (CI once lost a run
  // to an ephemeral port taken in between).
  const port = await portBelowEphemeral();
  base = `http://127.0.0.1:${port}`;
  // Owned by Debian's postgres user when run as root: the data directory must be reachable.
  fs.chmodSync(dataDir, 0o755);
  fleet = spawn(process.execPath, ['scripts/fleet.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FLEET_SIZE: '3',
      FLEET_POOLER: 'pgbouncer',
      FLEET_WAL_ARCHIVE: path.join(dataDir, 'wal-archive'),
      LOG_LEVEL: 'warn',
      GAME1_ROUND_SECONDS: String(ROUND_SECONDS),
      ROUND_GAP_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // The leader of a process group, as a terminal starts it (the last test's Ctrl+C goes to the group).
    detached: true,
  });
  fleet.stdout?.on('data', (d) => {
    output += d;
  });
  fleet.stderr?.on('data', (d) => {
    output += d;
  });
  await until('Roundhouse fleet is running', 240_000);
  const { postgres } = state();
  // A pool: its connections come back by themselves after the database's restart.
  db = new pg.Pool({ ...fleetConnection(dataDir, postgres.port, 'roundhouse'), max: 2 });
  db.on('error', () => {});
  const login = await call(base, '/api/Index/login', { username: 'demo', password: 'demo2026' });
  token = login.body.data.token as string;
  await call(base, '/api/Game/recharge', { token, money: 100_000, request_id: `fleet-${Date.now()}` });
}, 300_000);

afterAll(async () => {
  await db?.end().catch(() => {});
  if (fleet.exitCode === null) {
    fleet.kill('SIGTERM');
    await new Promise((r) => fleet.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run fleet', () => {
  it('spreads requests over three processes on one database, through PgBouncer', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const answer = await fetch(`${base}/readyz`);
      expect(answer.status).toBe(200);
      instances.add(((await answer.json()) as { instance: string }).instance);
    }
    expect([...instances].sort()).toEqual(['app1', 'app2', 'app3']);
    expect(output).toContain('Demo user:     demo / demo2026');
    expect(output).toContain('through PgBouncer (transaction mode)');
    // The request pools go through the pooler: its console lists the processes' connections.
    const admin = new pg.Client(fleetConnection(dataDir, state().pooler?.port, 'pgbouncer'));
    await admin.connect();
    const clients = await admin.query('SHOW CLIENTS');
    await admin.end();
    expect(clients.rows.filter((c) => c.database === 'roundhouse').length).toBeGreaterThanOrEqual(3);
  });

  it('restarts every process under load without a failed request or a lost order', async () => {
    const after = await newestOrder(db);
    const mark = output.length;
    const run = await underLoad(base, token, async () => {
      fleet.kill('SIGHUP');
      await until('Rolling restart done', 120_000, mark);
    });
    // Every process was replaced while requests went on, and none failed or was busy at the balancer.
    expect(output.slice(mark).match(/^app\d is back$/gm)?.length).toBe(3);
    expect(run.failures.slice(0, 5), `${run.failed} of ${run.requests} failed`).toEqual([]);
    expect(run.busy + run.retried).toBe(0);
    expect(run.requests).toBeGreaterThan(100);
    const stored = await expectStoredOnce(db, run.placed, after);
    console.log(`rolling restart: ${run.requests} requests, 0 failed, ${stored} orders acknowledged, all stored once`);
  }, 180_000);

  it('loses no acknowledged order when a process is killed (kill -9); a retry elsewhere answers the first result', async () => {
    const after = await newestOrder(db);
    const mark = output.length;
    const victim = state().apps[1];
    if (!victim) throw new Error('no app2');
    const led = (await ready(victim)).scheduler === 'leader';
    const run = await underLoad(base, token, async (placed) => {
      process.kill(victim.pid, 'SIGKILL');
      await until(`${victim.name} is back after a crash`, 60_000, mark);
      // And the fleet takes orders again: a round opens and is ordered into, though the victim held
      // the scheduler's lease (its successor takes over within 5 s) or the kill fell in a gap.
      const before = placed.size;
      await expect.poll(() => placed.size, { timeout: 5000 + 2 * (ROUND_SECONDS + 1) * 1000 }).toBeGreaterThan(before);
    });
    // A request in flight on the killed process is lost (HAProxy closes its client connection), at
    // most one or two per client; never an error page, a 500 or a body that is not JSON. The orders
    // among them were asked again with their request id until their fate was known.
    expect(run.failures.filter((f) => !f.includes('fetch failed'))).toEqual([]);
    expect(run.failures.length).toBeLessThanOrEqual(12);
    const stored = await expectStoredOnce(db, run.placed, after);
    expect(stored).toBeGreaterThan(0);
    // The same request id sent straight to each process answers the first result.
    const [requestId, orders] = [...run.placed.entries()].at(-1) ?? [];
    const first = run.sent.get(requestId ?? '');
    for (const app of state().apps) {
      const again = await call(`http://127.0.0.1:${app.port}`, '/api/Game/order', {
        token,
        gameid: first?.gameid,
        roomid: 1,
        order_info: [[first?.side, 1.95, 20]],
        request_id: requestId,
      });
      expect(again.body.code, app.name).toBe(1);
      expect(again.body.data.orders, app.name).toEqual(orders);
    }
    expect(await expectStoredOnce(db, run.placed, after)).toBe(stored);
    console.log(
      `kill -9 (${led ? 'the scheduler leader' : 'not the leader'}): ${run.requests} requests, ${run.failed} lost, ` +
        `${run.busy} busy, ${run.retried} order retries, ${stored} orders stored once`,
    );
  }, 120_000);

  it('carries the rounds on within 5 s when the scheduler leader is killed (kill -9)', async () => {
    let leader: ReturnType<typeof fleetState>['apps'][number] | undefined;
    for (let i = 0; i < 50 && !leader; i++) {
      for (const app of state().apps) if ((await ready(app)).scheduler === 'leader') leader = app;
      if (!leader) await sleep(200);
    }
    if (!leader) throw new Error('no leader');
    const killed = Date.now();
    process.kill(leader.pid, 'SIGKILL');
    // The new leader may be any live process, the killed one's replacement included.
    let takeover = 0;
    while (!takeover) {
      for (const app of state().apps) if ((await ready(app)).scheduler === 'leader') takeover = Date.now() - killed;
      if (Date.now() - killed > 10_000) throw new Error('no new leader');
      await sleep(100);
    }
    expect(takeover).toBeLessThan(5000);
    // Two rounds close after the kill within the takeover (5 s at most) and two rounds with their
    // gaps (a kill between two rounds leaves the next to the new leader), and each was drawn within
    // 5 s of closing. Asked until then: a fixed wait missed the second round when the kill fell in a gap.
    const deadline = killed + 5000 + 2 * (ROUND_SECONDS + 1) * 1000 + 2000;
    const closedSinceKill = () =>
      db.query<{ seqno: number; lag: number | null }>(
        `select seqno, extract(epoch from drawn_at - closes_at) * 1000 as lag from rounds
          where game_type = 1 and closes_at >= $1 and closes_at < now() - interval '1 second' order by seqno`,
        [new Date(killed)],
      );
    let rounds = await closedSinceKill();
    while (rounds.rows.length < 2 && Date.now() < deadline) {
      await sleep(250);
      rounds = await closedSinceKill();
    }
    expect(rounds.rows.length).toBeGreaterThanOrEqual(2);
    for (const round of rounds.rows) expect(round.lag, `round ${round.seqno}`).not.toBeNull();
    const lag = Math.max(...rounds.rows.map((r) => Number(r.lag)));
    expect(lag).toBeLessThan(5000);
    await until(`${leader.name} is back after a crash`, 60_000);
    console.log(`leader kill -9: new leader in ${takeover} ms, longest draw lag ${Math.round(lag)} ms`);
  }, 90_000);

  it('survives a database restart under load: not ready while it is down, then everything by itself', async () => {
    const after = await newestOrder(db);
    const mark = output.length;
    const apps = state().apps;
    const sockets = apps.map((a) => listen(a.port));
    await sleep(ROUND_SECONDS * 1000);
    const { postgres } = state();
    const seenDown = new Set<string>();
    let back = 0;
    let recovered = 0;
    const run = await underLoad(base, token, async () => {
      const pgCtl = path.join(postgres.bin, 'pg_ctl');
      const args = ['-D', postgres.dir, '-m', 'fast', '-w', 'restart'];
      const [file, argv] =
        process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
      const restart = spawn(file, argv, { stdio: 'ignore' });
      const done = new Promise((r) => restart.once('exit', r));
      let finished = false;
      void done.then(() => {
        finished = true;
      });
      while (!finished) {
        for (const app of apps) if ((await ready(app)).status === 503) seenDown.add(app.name);
        await sleep(50);
      }
      back = Date.now();
      recovered = await allReady(apps, back, 15_000);
    });
    expect(seenDown.size).toBeGreaterThan(0);
    expect(recovered).toBeLessThan(5000);
    // No crash (shown with its lines), no 500, no page that is not JSON: every failure was "busy".
    expect(crashes(output.slice(mark))).toEqual([]);
    expect(run.failures.filter((f) => !f.startsWith('order:')).slice(0, 5)).toEqual([]);
    await expectStoredOnce(db, run.placed, after);
    // Pushes resume on every process, on the sockets that were open and on new ones.
    const fresh = apps.map((a) => listen(a.port));
    const heard = (s: { events: { type: string; at: number }[] }) =>
      s.events.some((e) => e.at > back && (e.type === 'open' || e.type === 'closed'));
    for (let i = 0; i < 100 && ![...sockets, ...fresh].every(heard); i++) await sleep(100);
    expect(sockets.map(heard)).toEqual([true, true, true]);
    expect(fresh.map(heard)).toEqual([true, true, true]);
    for (const s of [...sockets, ...fresh]) s.socket.close();
    console.log(
      `database restart: ${run.requests} requests, ${run.busy} busy, ${run.retried} order retries, ` +
        `${seenDown.size} processes seen not ready, all ready ${recovered} ms after the database was back`,
    );
  }, 120_000);

  it('starts its database again when it is killed (kill -9), and everything carries on', async () => {
    const after = await newestOrder(db);
    const mark = output.length;
    const { postgres, apps } = state();
    const postmaster = postmasterPid(path.join(postgres.dir, 'postmaster.pid')) as number;
    let recovered = 0;
    const run = await underLoad(base, token, async () => {
      const killed = Date.now();
      process.kill(postmaster, 'SIGKILL');
      await until('PostgreSQL running again', 30_000, mark);
      recovered = await allReady(apps, killed, 30_000);
    });
    expect(output.slice(mark)).toContain('PostgreSQL exited unexpectedly; starting it again');
    // No app process died; every failure was a "busy, try again"; no acknowledged order is lost.
    expect(crashes(output.slice(mark))).toEqual([]);
    expect(run.failures.filter((f) => !f.startsWith('order:')).slice(0, 5)).toEqual([]);
    await expectStoredOnce(db, run.placed, after);
    console.log(
      `database kill -9: ${run.requests} requests, ${run.busy} busy, all ready ${recovered} ms after the kill`,
    );
  }, 120_000);

  it('archives its WAL (FLEET_WAL_ARCHIVE), and its leader takes the scheduled backup into fleet/backups', async () => {
    await db.query('select pg_switch_wal()');
    const segments = () => fs.readdirSync(path.join(dataDir, 'wal-archive')).filter((f) => /^[0-9A-F]{24}$/.test(f));
    await expect.poll(() => segments().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const backups = path.join(dataDir, 'fleet', 'backups');
    const taken = () => (fs.existsSync(backups) ? fs.readdirSync(backups) : []).filter((f) => f.endsWith('.backup.gz'));
    await expect.poll(() => taken().length, { timeout: 30_000 }).toBe(1);
  });

  it('stops everything, database included, on SIGTERM, in order though a Ctrl+C reaches the whole group', async () => {
    await db.end();
    db = undefined as unknown as pg.Pool;
    const before = output.length;
    fleet.kill('SIGTERM');
    // A terminal's Ctrl+C meanwhile: SIGINT to every process of the fleet's group.
    process.kill(-(fleet.pid as number), 'SIGINT');
    const code = await new Promise((r) => fleet.once('exit', (c) => r(c)));
    expect(code, output.slice(before)).toBe(0);
    // The apps drained with their database and pooler still there: none lost a connection.
    expect(output.slice(before)).not.toMatch(/connection lost|connection dropped/);
    expect(fs.existsSync(path.join(dataDir, 'fleet', 'pg', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});
