import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EmbeddedDatabase, ensureDatabase, freePort, startEmbeddedPostgres } from '../../db/embedded.ts';
import { eventually, sleep } from '../../test/eventually.ts';
import { exitCode, type ServerProcess, startServer, untilPrinted } from '../../test/server-process.ts';

/**
 * Issue 22, fault 16, the second half: the database restarts under a running server. A PostgreSQL
 * of this test's own (the shared one serves other files in parallel), a server process on it with
 * rounds of 2 s, and a socket listening: while the database is down the process is not ready; once
 * it is back, it is ready again by itself, its sockets are told to resync and pushes resume.
 */
const dataDir = path.resolve('.test-data', `restart-${process.pid}`);
let pgPort: number;
let pg: EmbeddedDatabase | undefined;
let server: ServerProcess;

beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  pgPort = await freePort();
  pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
  await ensureDatabase(pg.url('postgres'), 'restart');
  server = await startServer({
    DATABASE_URL: pg.url('restart'),
    GAME1_ROUND_SECONDS: '2',
    GAME2_ROUND_SECONDS: '2',
    ROUND_GAP_SECONDS: '1',
    DB_CHECK_TRANSACTIONS: 'true',
  });
  await untilPrinted(server, 'Ready in', 60_000);
}, 120_000);

afterAll(async () => {
  server?.process.kill('SIGTERM');
  if (server) await exitCode(server.process);
  await pg?.stop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function ready(): Promise<{ status: number; body: { push?: string; changes?: string } }> {
  try {
    const response = await fetch(`${server.privateUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
    return { status: response.status, body: (await response.json()) as { push?: string } };
  } catch {
    return { status: 0, body: {} };
  }
}

function listen(): { socket: WebSocket; events: { type: string }[] } {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?gametype=1`);
  const events: { type: string }[] = [];
  socket.on('message', (m: Buffer) => events.push(JSON.parse(m.toString())));
  socket.on('error', () => {});
  return { socket, events };
}

describe('a database restart under a running server', () => {
  it('is not ready while the database is down, then recovers by itself: ready, resync, pushes again', async () => {
    const old = listen();
    expect(await eventually(() => old.events.some((e) => e.type === 'open' || e.type === 'closed'), 10_000)).toBe(true);
    expect((await ready()).status).toBe(200);

    await pg?.stop();
    expect(await eventually(async () => (await ready()).status === 503, 5000)).toBe(true);
    await sleep(1000);
    pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
    const back = Date.now();

    expect(await eventually(async () => (await ready()).status === 200, 10_000)).toBe(true);
    const recovered = Date.now() - back;
    expect(recovered).toBeLessThan(8000);
    expect((await ready()).body).toMatchObject({ push: 'live', changes: 'live' });
    expect(await eventually(() => old.events.some((e) => e.type === 'resync'), 5000)).toBe(true);

    // Rounds go on, and both the old socket and a new one hear them.
    const fresh = listen();
    const seen = old.events.length;
    expect(await eventually(() => fresh.events.some((e) => e.type === 'open' || e.type === 'closed'), 15_000)).toBe(
      true,
    );
    expect(old.events.length).toBeGreaterThan(seen);
    expect(server.process.exitCode).toBeNull();
    old.socket.close();
    fresh.socket.close();
  }, 60_000);
});
