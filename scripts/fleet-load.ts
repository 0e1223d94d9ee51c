// What the fleet's check (fleet.check.ts) does to the fleet: members' traffic through the balancer,
// and what it reads back (the processes' private /readyz, the stored orders, pushes on a socket).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';
import WebSocket from 'ws';

/** An error with its cause (fetch's "fetch failed" says why only there: reset, refused, closed). */
const described = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${error} (${cause.code ?? cause.message})` : String(error);
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `child` has printed `text` (after `from`); fails if it exits first or after `ms`. */
export async function printed(child: ChildProcess, output: () => string, text: string, ms: number, from = 0) {
  const deadline = Date.now() + ms;
  while (!output().slice(from).includes(text)) {
    if (child.exitCode !== null) throw new Error(`the fleet exited: ${output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}": ${output().slice(-3000)}`);
    await sleep(200);
  }
}

/** Each process's exit the fleet reported in `output`, with the lines printed before it. */
export function crashes(output: string): string[] {
  const lines = output.split('\n');
  return lines.flatMap((line, i) =>
    line.includes('exited (') ? [lines.slice(Math.max(0, i - 15), i + 1).join('\n')] : [],
  );
}

/** Waits until every app answers /readyz with 200; answers the ms since `since`; fails after `ms`. */
export async function allReady(apps: { opsPort: number }[], since: number, ms: number): Promise<number> {
  for (;;) {
    const states = await Promise.all(apps.map(ready));
    if (states.every((s) => s.status === 200)) return Date.now() - since;
    if (Date.now() - since > ms) throw new Error(`not ready again: ${JSON.stringify(states)}`);
    await sleep(100);
  }
}

/** What `npm run fleet` wrote to DATA_DIR/fleet/fleet.json: its database, pooler and processes. */
export function fleetState(dataDir: string): {
  postgres: { dir: string; port: number; bin: string };
  pooler?: { port: number };
  apps: { name: string; port: number; opsPort: number; pid: number }[];
} {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'fleet', 'fleet.json'), 'utf8'));
}

/** How to connect to the fleet's PostgreSQL (or its pooler) as `postgres`, whose password the fleet wrote. */
export function fleetConnection(dataDir: string, port: number | undefined, database: string): pg.ClientConfig {
  const password = fs.readFileSync(path.join(dataDir, 'fleet', 'pg-password'), 'utf8').trim();
  return { host: '127.0.0.1', port, user: 'postgres', password, database };
}

/**
 * A free port below the kernel's ephemeral range, for a listener that binds only later (the fleet's
 * balancer, after the database and the processes are up). A port from the ephemeral range can be
 * taken meanwhile by any outgoing connection or by a process asking for port 0; none below it is.
 */
export async function portBelowEphemeral(): Promise<number> {
  const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  const top = Math.min(Number.isFinite(low) ? low : 32768, 32768);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * (top - 20000));
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

export async function call(at: string, pathname: string, body: Record<string, unknown>) {
  const response = await fetch(`${at}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: a check reads whatever data a call answers
  let answer: { code?: number; data?: any } | undefined;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${response.status}, not JSON: ${text.slice(0, 80)}`);
  }
  return { status: response.status, body: answer ?? {} };
}

/** The private /readyz of one process: 0 when it does not answer. */
export async function ready(app: { opsPort: number }): Promise<{ status: number; scheduler?: string }> {
  try {
    const response = await fetch(`http://127.0.0.1:${app.opsPort}/readyz`, { signal: AbortSignal.timeout(2000) });
    return { status: response.status, ...((await response.json()) as { scheduler?: string }) };
  } catch {
    return { status: 0 };
  }
}

/**
 * Members' traffic through the balancer while `during` runs: reads, and orders whenever the round
 * is open. An order whose answer was lost (or was "busy") is asked again with its request id until
 * its fate is known, as the web app does. Every answer must be JSON; none may be a 500. `during`
 * sees the orders acknowledged so far, as they come.
 */
export async function underLoad(
  base: string,
  token: string,
  during: (placed: ReadonlyMap<string, number[]>) => Promise<void>,
) {
  let running = true;
  const counts = { requests: 0, failed: 0, busy: 0, retried: 0 };
  const failures: string[] = [];
  const placed = new Map<string, number[]>();
  const sent = new Map<string, { gameid: number; side: number }>();
  const order = async (body: Record<string, unknown>) => {
    for (let attempt = 0; ; attempt++) {
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      try {
        answer = await call(base, '/api/Game/order', body);
      } catch (error) {
        failures.push(`order: ${described(error)}`);
      }
      if (answer && answer.body.code !== 1014) return answer;
      counts.retried += 1;
      if (attempt > 40) throw new Error(`order ${body.request_id} never answered`);
      await sleep(250);
    }
  };
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      counts.requests += 1;
      try {
        const answer =
          i % 4 === 0
            ? await call(base, '/api/Game/getGameinfo', { token, roomid: 1 })
            : await call(base, '/api/Index/getconfig', {});
        if (answer.status >= 500 && answer.body.code !== 1014) throw new Error(`HTTP ${answer.status}`);
        if (answer.status === 500) throw new Error('HTTP 500');
        if (answer.body.code === 1014) counts.busy += 1;
        else if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
        if (i % 4 === 0 && answer.body.code === 1 && answer.body.data.game.status === 'open') {
          const requestId = `fleet-${n}-${i}-${Date.now()}`;
          const result = await order({
            token,
            gameid: answer.body.data.game.id,
            roomid: 1,
            order_info: [[i % 2, 1.95, 20]],
            request_id: requestId,
          });
          if (result.body.code === 1) placed.set(requestId, result.body.data.orders);
          if (result.body.code === 1) sent.set(requestId, { gameid: answer.body.data.game.id, side: i % 2 });
        }
      } catch (error) {
        counts.failed += 1;
        failures.push(described(error));
      }
    }
  };
  const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
  await sleep(1500);
  try {
    await during(placed);
    await sleep(1000);
  } finally {
    running = false;
    await load;
  }
  return { ...counts, failures, placed, sent };
}

/** The demo member's orders stored after `after`: each placed request stored once, nothing else. */
export async function expectStoredOnce(db: pg.Pool, placed: Map<string, number[]>, after: number) {
  const rows = await db.query<{ id: string }>(
    `select id from orders where user_id = (select id from users where username = 'demo') and id > $1`,
    [after],
  );
  const stored = rows.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const acknowledged = [...placed.values()].flat().sort((a, b) => a - b);
  expect(stored).toEqual(acknowledged);
  expect(acknowledged.length).toBe(placed.size);
  return stored.length;
}

export async function newestOrder(db: pg.Pool): Promise<number> {
  const row = await db.query<{ id: string | null }>('select max(id) as id from orders');
  return Number(row.rows[0]?.id ?? 0);
}

export function listen(port: number): { socket: WebSocket; events: { type: string; at: number }[] } {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws?gametype=1`);
  const events: { type: string; at: number }[] = [];
  socket.on('message', (m: Buffer) => events.push({ ...JSON.parse(m.toString()), at: Date.now() }));
  socket.on('error', () => {});
  return { socket, events };
}
