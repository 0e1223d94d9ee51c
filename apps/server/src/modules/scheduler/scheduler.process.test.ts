import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { duplicateRounds } from '../../test/db-checks.ts';
import { exitCode, type ServerProcess, startServer, untilPrinted } from '../../test/server-process.ts';
import { freshDatabase } from '../../test/test-app.ts';

/** Two server processes on one database, as DESIGN.md §10 scales out; rounds of 6 s + 1 s gap. */
const SLOT_MS = 7000;
let db: Db;
let url: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  url = await freshDatabase();
  db = createDb(url, { max: 2 });
});
afterAll(async () => {
  for (const s of servers) {
    s.process.kill('SIGCONT');
    s.process.kill('SIGTERM');
    await exitCode(s.process);
  }
  await db.destroy();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function schedulerState(server: ServerProcess): Promise<string> {
  const ready = await fetch(`${server.privateUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
  const body = (await ready.json()) as { scheduler?: string };
  // Not this process's private port (it could not open it): say so, with what the process printed.
  if (typeof body.scheduler !== 'string')
    throw new Error(`${JSON.stringify(body)} from ${server.privateUrl}: ${server.output()}`);
  return body.scheduler;
}

async function start(): Promise<ServerProcess> {
  const server = await startServer({
    DATABASE_URL: url,
    GAME1_ROUND_SECONDS: '6',
    GAME2_ROUND_SECONDS: '6',
    ROUND_GAP_SECONDS: '1',
    DB_CHECK_TRANSACTIONS: 'true',
  });
  servers.push(server);
  await untilPrinted(server, 'Ready in');
  return server;
}

describe('a paused leader', () => {
  it('loses the lease within 5 s; the other process carries every slot on, and the woken one does nothing', async () => {
    const first = await start();
    for (let i = 0; i < 50 && (await schedulerState(first)) !== 'leader'; i++) await sleep(100);
    const second = await start();
    const [leader, other] = (await schedulerState(first)) === 'leader' ? [first, second] : [second, first];
    expect(await schedulerState(other)).toBe('follower');

    // SIGSTOP: the leader keeps its connections and its lease row, but renews nothing.
    const pausedAt = Date.now();
    leader.process.kill('SIGSTOP');
    let took = 0;
    while ((await schedulerState(other)) !== 'leader') {
      took = Date.now() - pausedAt;
      if (took > 8000) throw new Error('no takeover');
      await sleep(100);
    }
    took = Date.now() - pausedAt;
    expect(took).toBeLessThan(5000);

    // Two more slots under the new leader; then the old one wakes.
    await sleep(2 * SLOT_MS);
    leader.process.kill('SIGCONT');
    await sleep(2500);
    expect(await schedulerState(leader)).toBe('follower');
    expect(await schedulerState(other)).toBe('leader');

    // No slot was lost: every slot since the pause has its round, and every round that closed is settled.
    // Consecutive slots close a period apart (their seqnos start again at 1 at midnight UTC: a run
    // across it failed when this compared them; a round opened late opens when it did).
    const rounds = await db
      .selectFrom('rounds')
      .select(['seqno', 'status', 'closes_at'])
      .where('game_type', '=', 1)
      .where('opens_at', '>=', new Date(pausedAt - SLOT_MS))
      .orderBy('closes_at')
      .execute();
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < rounds.length; i++)
      expect((rounds[i]?.closes_at.getTime() ?? 0) - (rounds[i - 1]?.closes_at.getTime() ?? 0)).toBe(SLOT_MS);
    const overdue = rounds.filter((r) => r.closes_at.getTime() < Date.now() - 2000 && r.status !== 'settled');
    expect(overdue).toEqual([]);
    expect(await duplicateRounds(db)).toEqual([]);
  }, 60_000);
});
