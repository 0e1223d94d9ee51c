import type { RoomEvent } from '@roundhouse/contract';
import { winningOutcomes } from '@roundhouse/game';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/database.ts';
import { duplicateRounds, rowCount } from '../../test/db-checks.ts';
import { fileTestApp } from '../../test/test-app.ts';
import { Lease, LeaseLost } from './lease.ts';
import { LEASE_TTL_MS, RoundScheduler } from './scheduler.ts';

const SHORT = { GAME1_ROUND_SECONDS: '3', GAME2_ROUND_SECONDS: '3', ROUND_GAP_SECONDS: '1', SCHEDULER: 'false' };
const t = fileTestApp(SHORT);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
  return Date.now() - started;
}

const scheduler = () =>
  new RoundScheduler({ db: t.db, rounds: t.services.rounds, settlement: t.services.settlement, intervalMs: 100 });

const roundCount = () => rowCount(t.db, 'rounds');

describe('the scheduler lease', () => {
  it('has one leader; when it stops, another takes over and carries the rounds forward', async () => {
    const first = scheduler();
    const second = scheduler();
    first.start();
    await until('a leader', () => first.leader);
    second.start();
    await sleep(1500);
    expect([first.state, second.state]).toEqual(['leader', 'follower']);
    await first.stop();
    const before = await roundCount();
    // A clean stop gives the lease up: the other takes it at its next renewal (every second).
    await until('the takeover', () => second.leader, 3000);
    await until('a new round', async () => (await roundCount()) > before);
    await second.stop();
    expect(await duplicateRounds(t.db)).toEqual([]);
  });

  it('gives the lease up when it stops with a renewal on its way to the database', async () => {
    const first = scheduler();
    first.start();
    await until('a leader', () => first.leader);
    // The next renewal is held back at the door until the stop has begun.
    const lease = (first as unknown as { lease: Lease }).lease;
    const renew = lease.acquireOrRenew.bind(lease);
    let open = () => {};
    const door = new Promise<void>((resolve) => {
      open = resolve;
    });
    let renewing: Promise<boolean> | undefined;
    lease.acquireOrRenew = () => {
      renewing = door.then(renew);
      return renewing;
    };
    await until('a renewal on its way', () => renewing !== undefined, 3000);
    const stopped = first.stop();
    await sleep(200);
    open();
    await stopped;
    await renewing;
    // Free at once for the next process: not renewed after the release.
    const row = await t.db
      .selectFrom('leases')
      .select(sql<boolean>`expires_at <= clock_timestamp()`.as('free'))
      .where('name', '=', 'scheduler')
      .executeTakeFirstOrThrow();
    expect(row.free).toBe(true);
    expect(first.leader).toBe(false);
  });

  it('lets a leader that was paused past its lease do nothing when it wakes', async () => {
    const paused = new Lease(t.db, 'pause-test', 300);
    const next = new Lease(t.db, 'pause-test', 300);
    expect(await paused.acquireOrRenew()).toBe(true);
    expect(await next.acquireOrRenew()).toBe(false);
    // The fence its next step would use, taken before the pause.
    const stale = paused.fence();
    expect(stale).toBeDefined();
    await sleep(400);
    expect(await next.acquireOrRenew()).toBe(true);
    expect(next.held).toBeGreaterThan(paused.held as number);

    // It wakes and runs a whole cycle on a future slot: every step is refused and nothing changes.
    const before = await roundCount();
    const woken = scheduler();
    await expect(woken.tick(Date.now() + 60_000, stale)).rejects.toBeInstanceOf(LeaseLost);
    expect(await roundCount()).toBe(before);
    // Its renewal fails too: it is a follower now, and the new holder keeps renewing.
    expect(await paused.acquireOrRenew()).toBe(false);
    expect(await next.acquireOrRenew()).toBe(true);
  });

  it('takes over from a leader that stopped renewing (a crash) within the lease and one retry', async () => {
    const crashed = new Lease(t.db, 'scheduler', LEASE_TTL_MS);
    // Whatever held it before in this file released it; the "crashed" one takes it and goes silent.
    await until('the lease to be free', () => crashed.acquireOrRenew(), 5000);
    const follower = scheduler();
    follower.start();
    const took = await until('the takeover', () => follower.leader, 6000);
    await follower.stop();
    expect(took).toBeLessThan(5000);
  });

  it("does not wait for a leader paused inside a step: the database ends the paused one's transaction", async () => {
    // The paused leader's pool as serve.ts makes it; the step it was in holds the chain's row lock,
    // as opening a round does, and its process sends nothing more (SIGSTOP, a frozen VM).
    const pausedDb = createDb(t.url, { max: 1, idleInTransactionMs: LEASE_TTL_MS });
    // Slots of 4 s far ahead; the first one's round makes sure the game has its chain.
    const period = 4000;
    const slot = Math.floor((Date.now() + 4_000_000) / period) * period;
    await t.services.rounds.ensureCurrent(1, slot - period + 10);
    let locked = () => {};
    const holding = new Promise<void>((r) => {
      locked = r;
    });
    let woke = () => {};
    const asleep = new Promise<void>((r) => {
      woke = r;
    });
    let chains = 0;
    const pausedStep = pausedDb.transaction().execute(async (trx) => {
      const { rows } = await sql`select id from chains where game_type = 1 and next_index <= length for update`.execute(
        trx,
      );
      chains = rows.length;
      locked();
      await asleep;
      await sql`select 1`.execute(trx);
    });
    const outcome = pausedStep.then(
      () => 'committed',
      (error: unknown) => String(error),
    );
    await holding;
    expect(chains).toBe(1);
    // The next leader opens the round of a slot far ahead while the paused one is still asleep.
    // (Before the fix this waited for ever: the paused step wakes only after it.)
    const round = await t.services.rounds.ensureCurrent(1, slot + 10);
    expect(round?.opens_at.getTime()).toBe(slot);
    // When it wakes, its session is gone: the step fails and commits nothing.
    woke();
    expect(await outcome).not.toBe('committed');
    await pausedDb.destroy();
  });

  it('announces each result with its numbers and winning outcomes', async () => {
    const events: RoomEvent[] = [];
    const cycle = new RoundScheduler({
      db: t.db,
      rounds: t.services.rounds,
      settlement: t.services.settlement,
      onEvent: (e) => events.push(e),
    });
    // A round on a slot in the past, carried from open to settled by two ticks.
    const period = 4000;
    const start = Math.floor((Date.now() - 2_000_000) / period) * period;
    await t.services.rounds.ensureCurrent(1, start + 10);
    await cycle.tick(start + 3500);
    const result = events.find((e) => e.type === 'result');
    if (result?.type !== 'result') throw new Error(`no result in ${JSON.stringify(events)}`);
    expect(result.sum).toBe(result.num1 + result.num2 + result.num3);
    expect(result.wins).toEqual([0, 1, 2, 3].filter((o) => winningOutcomes(1, result.sum)[o as 0 | 1 | 2 | 3]));
  });

  it('announces a round open once, however many ticks fall inside its first moments (issue 24)', async () => {
    const events: RoomEvent[] = [];
    const cycle = new RoundScheduler({
      db: t.db,
      rounds: t.services.rounds,
      settlement: t.services.settlement,
      intervalMs: 500,
      onEvent: (e) => events.push(e),
    });
    // A slot in the past (4 s: 3 s rounds and a 1 s gap), ticked three times in its first second.
    const period = 4000;
    const start = Math.floor((Date.now() - 3_000_000) / period) * period;
    for (const at of [start + 100, start + 400, start + 700]) await cycle.tick(at);
    const opened = events.filter((e) => e.type === 'open');
    expect(opened.length).toBeGreaterThan(0);
    const keys = opened.map((e) => `${e.gametype}:${e.seqno}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the leader's chores (issue 25)", () => {
  it('audits the ledger on its schedule, only while leading, and reports each settled round', async () => {
    const audits: number[] = [];
    const settled: { seconds: number; closesAt: Date; drawnAt: Date | null; orders: number }[] = [];
    const hooks = {
      chores: [{ name: 'audit', everyMs: 300, run: async () => void audits.push(Date.now()) }],
      onSettled: (round: (typeof settled)[number]) => void settled.push(round),
    };
    const leader = new RoundScheduler({ ...deps(), ...hooks });
    const follower = new RoundScheduler({
      ...deps(),
      ...hooks,
      chores: [{ name: 'audit', everyMs: 300, run: async () => void audits.push(-1) }],
    });
    leader.start();
    await until('a leader', () => leader.leader);
    follower.start();
    await until('two audits', () => audits.length >= 2, 5000);
    // The rounds of 3 s close, draw and settle under the leader; each settled one is reported.
    await until('a settled round', () => settled.length > 0, 10_000);
    await Promise.all([leader.stop(), follower.stop()]);
    expect(audits).not.toContain(-1);
    expect(settled[0]?.drawnAt?.getTime()).toBeGreaterThanOrEqual(settled[0]?.closesAt.getTime() ?? Infinity);
    expect(settled[0]?.seconds).toBeGreaterThan(0);
    // Nobody ordered in these rounds (the settlement's property test counts real ones).
    expect(settled[0]?.orders).toBe(0);
  });

  it('tries a chore that failed again soon, later after each further failure, never later than its period', async () => {
    const tries: number[] = [];
    const leader = new RoundScheduler({
      ...deps(),
      choreSoonMs: 200,
      chores: [
        {
          name: 'backup',
          everyMs: 3_600_000,
          run: async () => {
            tries.push(Date.now());
            if (tries.length <= 3) throw new Error('the database is restarting');
          },
        },
      ],
    });
    leader.start();
    await until('the fourth try', () => tries.length >= 4, 10_000);
    // Done at last, the next is a period (an hour) away.
    await sleep(1000);
    await leader.stop();
    expect(tries).toHaveLength(4);
    // At least 200, 400, 800 ms after each failure (all within the 10 s above, not an hour).
    const gaps = tries.slice(1).map((at, i) => at - (tries[i] ?? 0));
    expect(gaps.map((gap, i) => gap >= 200 * 2 ** i)).toEqual([true, true, true]);
  });
});

function deps() {
  return { db: t.db, rounds: t.services.rounds, settlement: t.services.settlement, intervalMs: 100 };
}
