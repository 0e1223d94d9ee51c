// `npm run bench -- fleet` (issue 24): capacity on paper, from measurements. `npm run fleet` with 1,
// 2 and 3 processes on Debian's PostgreSQL behind HAProxy, autocannon in a process of its own;
// reads and orders through the balancer, and the CPU time each part spent per order (from
// /proc: the app processes, PostgreSQL's backends, HAProxy). On a 2-core machine the parts share
// the cores, so the figures say what one order costs, not how far the fleet scales.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/db/embedded.ts';
import { postmasterPid } from '../apps/server/src/db/postmaster-watch.mjs';
import { post } from '../apps/server/src/test/server-process.ts';
import { fleetConnection } from '../scripts/fleet-load.ts';
import { autocannon, type Load, loadMembers } from './separate.ts';
import type { Target } from './targets.ts';

const root = path.resolve(import.meta.dirname, '..');
// As bench/separate.ts's autocannon runs: 50 connections for 10 s.
const CONNECTIONS = 50;
const SECONDS = 10;
const TICKS = 100; // clock ticks per second of /proc/<pid>/stat on Linux

/** CPU seconds (user + system) of the processes that match (pid, parent, command line), from /proc. */
function cpuSeconds(match: (pid: number, parent: number, cmdline: string) => boolean): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!match(pid, Number(fields[1]), cmdline)) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS;
}

interface FleetRun {
  size: number;
  getconfig: Load;
  getGameinfo: Load;
  orders: Load;
  stored: number;
  cpu: { app: number; postgres: number; balancer: number };
}

async function measure(size: number): Promise<FleetRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-fleet-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const fleet: ChildProcess = spawn(process.execPath, ['scripts/fleet.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FLEET_SIZE: String(size),
      LOG_LEVEL: 'warn',
      // One round open for the whole run; limits out of the way of 50 bench members.
      GAME1_ROUND_SECONDS: '3600',
      REGISTRATIONS_PER_IP: '100000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fleet.stdout?.on('data', (d) => {
    output += d;
  });
  fleet.stderr?.on('data', (d) => {
    output += d;
  });
  try {
    for (let i = 0; !output.includes('Roundhouse fleet is running'); i++) {
      if (fleet.exitCode !== null || i > 2400) throw new Error(`the fleet did not start:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'fleet', 'fleet.json'), 'utf8')) as {
      postgres: { dir: string; port: number };
      apps: { pid: number }[];
    };
    const members = await loadMembers(base);
    const getconfig = autocannon(`${base}/api/Index/getconfig`, [{}]);
    const getGameinfo = autocannon(
      `${base}/api/Game/getGameinfo`,
      members.map((m) => ({ token: m.token, roomid: 1 })),
    );
    let info = await post(`${base}/api/Game/getGameinfo`, { token: members[0]?.token, roomid: 1 });
    while (info.code !== 1 || info.data.diff.minute * 60 + info.data.diff.second < SECONDS + 5) {
      await new Promise((r) => setTimeout(r, 1000));
      info = await post(`${base}/api/Game/getGameinfo`, { token: members[0]?.token, roomid: 1 });
    }
    const apps = new Set(state.apps.map((a) => a.pid));
    // The postmaster (first line of postmaster.pid) and its backends.
    const postmaster = postmasterPid(path.join(state.postgres.dir, 'postmaster.pid'));
    const parts: Record<keyof FleetRun['cpu'], (pid: number, parent: number, cmd: string) => boolean> = {
      app: (pid) => apps.has(pid),
      postgres: (pid, parent) => pid === postmaster || parent === postmaster,
      balancer: (_, __, cmd) => cmd.startsWith('haproxy ') && cmd.includes(dataDir),
    };
    const before = Object.fromEntries(Object.entries(parts).map(([k, m]) => [k, cpuSeconds(m)]));
    const orders = autocannon(
      `${base}/api/Game/order`,
      members.map((m) => ({ token: m.token, gameid: info.data.game.id, roomid: 1, order_info: [[0, 1.95, 20]] })),
    );
    const cpu = Object.fromEntries(
      Object.entries(parts).map(([k, m]) => [k, cpuSeconds(m) - (before[k] ?? 0)]),
    ) as FleetRun['cpu'];
    const db = new pg.Client(fleetConnection(dataDir, state.postgres.port, 'roundhouse'));
    await db.connect();
    const stored = Number((await db.query('select count(*) as n from orders')).rows[0].n);
    await db.end();
    return { size, getconfig, getGameinfo, orders, stored, cpu };
  } finally {
    if (fleet.exitCode === null) {
      fleet.kill('SIGTERM');
      await new Promise((r) => fleet.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function fleetBench(): Promise<Target[]> {
  const runs: FleetRun[] = [];
  for (const size of [1, 2, 3]) runs.push(await measure(size));
  const ms = (cpu: number, orders: number) => ((cpu * 1000) / Math.max(1, orders)).toFixed(3);
  console.log(
    `\nThe fleet through HAProxy on Debian's PostgreSQL (${os.cpus().length} cores shared by all), ${CONNECTIONS} connections, ${SECONDS} s each:`,
  );
  console.log('  processes  getconfig/s  getGameinfo/s  orders/s  p99    CPU ms per order: app  PostgreSQL  HAProxy');
  for (const r of runs) {
    console.log(
      `  ${String(r.size).padStart(9)}  ${r.getconfig.rps.toFixed(0).padStart(11)}  ${r.getGameinfo.rps.toFixed(0).padStart(13)}  ${r.orders.rps.toFixed(0).padStart(8)}  ${String(r.orders.p99).padStart(3)} ms  ${ms(r.cpu.app, r.stored).padStart(21)}  ${ms(r.cpu.postgres, r.stored).padStart(10)}  ${ms(r.cpu.balancer, r.stored).padStart(7)}`,
    );
  }
  const accounted = runs.every((r) => r.stored >= r.orders.total && r.stored <= r.orders.total + CONNECTIONS);
  console.log(`  every answered order is in the database: ${accounted ? 'yes' : 'NO'}`);
  return [
    {
      name: 'fleet: every answered order stored (1, 2, 3 processes)',
      measured: accounted ? 'holds' : 'BROKEN',
      target: 'holds',
      met: accounted,
    },
  ];
}
