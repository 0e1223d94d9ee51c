// The fleet as an operator runs it (issue 24): `npm run fleet` from scratch — Debian's PostgreSQL,
// three processes, HAProxy — then a rolling restart under load, counted at the balancer, and a stop.
// Run by `npm test` as its own stage (scripts/fleet.vitest.config.ts): it takes the whole machine.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-fleet-'));
let fleet: ChildProcess;
let output = '';
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until(text: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!output.includes(text)) {
    if (fleet.exitCode !== null) throw new Error(`the fleet exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}": ${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function call(pathname: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a check reads whatever data a call answers
  const answer = (await response.json().catch(() => ({}))) as { code?: number; data?: any };
  return { status: response.status, body: answer };
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Owned by Debian's postgres user when run as root: the data directory must be reachable.
  fs.chmodSync(dataDir, 0o755);
  fleet = spawn(process.execPath, ['scripts/fleet.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FLEET_SIZE: '3', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fleet.stdout?.on('data', (d) => {
    output += d;
  });
  fleet.stderr?.on('data', (d) => {
    output += d;
  });
  await until('Roundhouse fleet is running', 240_000);
}, 300_000);

afterAll(async () => {
  if (fleet.exitCode === null) {
    fleet.kill('SIGTERM');
    await new Promise((r) => fleet.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run fleet', () => {
  it('spreads requests over three processes on one database', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      instances.add(((await ready.json()) as { instance: string }).instance);
    }
    expect([...instances].sort()).toEqual(['app1', 'app2', 'app3']);
    expect(output).toContain('Demo user:     demo / demo2026');
  });

  it('restarts every process under load without a failed request or a lost order', async () => {
    const login = await call('/api/Index/login', { username: 'demo', password: 'demo2026' });
    const token = login.body.data.token as string;
    await call('/api/Game/recharge', { token, money: 100_000, request_id: `fleet-${Date.now()}` });
    let running = true;
    let failed = 0;
    let requests = 0;
    const acknowledged = new Set<number>();
    const failures: string[] = [];
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        try {
          requests += 1;
          if (i % 4 === 0) {
            const info = await call('/api/Game/getGameinfo', { token, roomid: 1 });
            const answer =
              info.body.code === 1 && info.body.data.game.status === 'open'
                ? await call('/api/Game/order', {
                    token,
                    gameid: info.body.data.game.id,
                    roomid: 1,
                    order_info: [[i % 2, 1.95, 20]],
                    request_id: `fleet-${n}-${i}-${Date.now()}`,
                  })
                : info;
            if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
            for (const id of (answer.body.code === 1 && answer.body.data.orders) || []) acknowledged.add(id);
          } else {
            const answer = await call('/api/Index/getconfig', {});
            if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
          }
        } catch (error) {
          failed += 1;
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await new Promise((r) => setTimeout(r, 1500));
    const mark = output.length;
    fleet.kill('SIGHUP');
    const deadline = Date.now() + 120_000;
    while (!output.slice(mark).includes('Rolling restart done')) {
      if (Date.now() > deadline) throw new Error(`no restart: ${output.slice(mark)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await load;
    // Every process was replaced while requests went on, and none failed at the balancer.
    expect(output.slice(mark).match(/^app\d is back$/gm)?.length).toBe(3);
    expect(failures.slice(0, 5), `${failed} of ${requests} failed`).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    // Every acknowledged order is stored.
    const stored = new Set<number>();
    for (let before: number | null | undefined; ; ) {
      const page = await call('/api/Game/myBets', { token, ...(before ? { before_id: before } : {}) });
      for (const bet of page.body.data.list) stored.add(bet.id);
      before = page.body.data.next;
      if (!before) break;
    }
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    console.log(
      `rolling restart: ${requests} requests, ${failed} failed, ${acknowledged.size} orders acknowledged, all stored`,
    );
  }, 180_000);

  it('stops everything, database included, on SIGTERM', async () => {
    fleet.kill('SIGTERM');
    const code = await new Promise((r) => fleet.once('exit', (c) => r(c)));
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'fleet', 'pg', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});
