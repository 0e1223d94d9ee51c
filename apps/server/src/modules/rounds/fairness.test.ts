import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getChains, getCommitments, getSeeds } from '@roundhouse/contract';
import { drawNumbers, seedAt, terminalHash, toHex } from '@roundhouse/game';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RoundScheduler } from '../scheduler/scheduler.ts';
import { ROUNDS_SQL } from './rounds.sql.ts';

/**
 * Issue 27: the standalone verifier (packages/verify, run as a user runs it) against a live server
 * over a few hundred rounds of both game types, and against the same server after its database was
 * tampered with in SQL, one way at a time.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let t: TestApp;
let base: string;
/** Slots of 4 s (3 s rounds, a 1 s gap) run in simulated time from the next whole slot on. */
const SLOTS = 130;

beforeAll(async () => {
  t = await createTestApp({
    GAME1_ROUND_SECONDS: '3',
    GAME2_ROUND_SECONDS: '3',
    ROUND_GAP_SECONDS: '1',
    SCHEDULER: 'false',
    VERIFY_PAGES_PER_MINUTE: '100000',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cycle = new RoundScheduler({ db: t.db, rounds: t.services.rounds, settlement: t.services.settlement });
  const start = Math.ceil(Date.now() / 4000) * 4000 + 4000;
  for (let i = 0; i < SLOTS; i++) {
    await cycle.tick(start + i * 4000 + 100);
    await cycle.tick(start + i * 4000 + 3500);
  }
}, 120_000);
afterAll(() => t.close());

/** The verifier's command line as a user runs it: its report, and its progress unless `--quiet`. */
function cli(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['packages/verify/bin/roundhouse-verify.mjs', '--url', base, ...args],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const verify = (...args: string[]) => cli(['--quiet', ...args]);

async function chainOf(gameType: 1 | 2) {
  return t.db
    .selectFrom('chains')
    .selectAll()
    .where('game_type', '=', gameType)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The fairness guards (rounds.sql.ts) by table: `[table, trigger]`. */
const GUARDS = Object.entries(ROUNDS_SQL.triggers).map(([trigger, text]) => [
  /ON public\.(\w+) /.exec(text)?.[1] ?? '',
  trigger,
]);

/**
 * The verifier's answer after `change` rewrote history in SQL, as someone with the database owner's
 * rights could: they drop the guards that keep it (rounds.sql.ts) first, so do we. Everything is put
 * back after (each case sees an honest base).
 */
async function tampered(change: () => Promise<() => Promise<void>>) {
  const guards = async (to: 'enable' | 'disable') => {
    for (const [table, trigger] of GUARDS) await sql.raw(`alter table ${table} ${to} trigger ${trigger}`).execute(t.db);
  };
  await guards('disable');
  try {
    const undo = await change();
    try {
      return await verify();
    } finally {
      await undo();
    }
  } finally {
    await guards('enable');
  }
}

describe('the standalone verifier against a live server (issue 27)', () => {
  it('verifies every drawn round of every chain, and a range of one chain', async () => {
    const drawn = await t.db
      .selectFrom('rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['drawn', 'settled'])
      .executeTakeFirstOrThrow();
    expect(Number(drawn.n)).toBeGreaterThanOrEqual(2 * SLOTS);
    const all = await verify();
    expect(all.out).toContain(`All ${drawn.n} rounds of`);
    expect(all.out).toMatch(/Commitment log: \d+ entries, every link holds; head #\d+ [0-9a-f]{64}/);
    expect(all.code).toBe(0);

    const chain = await chainOf(2);
    const some = await t.db
      .selectFrom('rounds')
      .select('seqno')
      .where('chain_id', '=', chain.id)
      .orderBy('chain_index')
      .offset(40)
      .limit(20)
      .execute();
    const range = await verify(
      '--chain',
      String(chain.id),
      '--from',
      String(some[0]?.seqno),
      '--to',
      String(some.at(-1)?.seqno),
    );
    expect(range.out).toContain('All 20 rounds of 1 chain verified');
    expect(range.code).toBe(0);

    // Its progress counts in words too: one round is "1 round", not "1 rounds".
    const first = String(some[0]?.seqno);
    const one = await cli(['--chain', String(chain.id), '--from', first, '--to', first]);
    expect(one.out).toContain(`chain ${chain.id} (game 2): 1 round, all hold`);
    expect(one.out).toMatch(/commitment log: \d+ entries, links hold/);
    expect(one.out).toContain('All 1 round of 1 chain verified');
    expect(one.code).toBe(0);

    // A range with no drawn round says so; a range backwards, or a word for a number, is a usage error.
    const none = await verify('--chain', String(chain.id), '--from', '1', '--to', '2');
    expect(none.out).toContain('no drawn round in the range asked');
    expect(none.out).toContain('Nothing to check: no drawn round in the range asked; the log holds.');
    expect(none.code).toBe(0);
    const backwards = await verify('--from', String(some.at(-1)?.seqno), '--to', first);
    expect(backwards.out).toMatch(/--from \(\d+\) comes after --to \(\d+\)[\s\S]*Usage: roundhouse-verify/);
    expect(backwards.code).toBe(2);
    expect(await verify('--chain', 'two')).toMatchObject({ code: 2, out: expect.stringContaining('--chain takes') });
  });

  it('fails a changed seed, a changed result, a re-drawn round and a swapped chain, each with its message', async () => {
    const one = await chainOf(1);
    const two = await chainOf(2);

    const seedChanged = await tampered(async () => {
      const row = await t.db
        .selectFrom('rounds')
        .select(['id', 'seed'])
        .where('chain_id', '=', one.id)
        .where('chain_index', '=', 10)
        .executeTakeFirstOrThrow();
      await sql`update rounds set seed = ${randomBytes(32).toString('hex')} where id = ${row.id}`.execute(t.db);
      return async () => void (await sql`update rounds set seed = ${row.seed} where id = ${row.id}`.execute(t.db));
    });
    expect(seedChanged.code).toBe(1);
    expect(seedChanged.out).toMatch(
      new RegExp(
        `round \\d+ \\(chain ${one.id}, index 10\\): the revealed seed does not hash to the round's published commitment`,
      ),
    );

    const resultChanged = await tampered(async () => {
      const row = await t.db
        .selectFrom('rounds')
        .select(['id', 'num1'])
        .where('chain_id', '=', one.id)
        .where('chain_index', '=', 20)
        .executeTakeFirstOrThrow();
      await sql`update rounds set num1 = ${((row.num1 ?? 0) + 1) % 10} where id = ${row.id}`.execute(t.db);
      return async () => void (await sql`update rounds set num1 = ${row.num1} where id = ${row.id}`.execute(t.db));
    });
    expect(resultChanged.code).toBe(1);
    expect(resultChanged.out).toContain(
      `(chain ${one.id}, index 20): the numbers do not follow from the seed and the salt`,
    );

    // Re-drawn: round 30 of game 2 given a fresh seed, with a commitment and numbers that agree.
    const redrawn = await tampered(async () => {
      const row = await t.db
        .selectFrom('rounds')
        .selectAll()
        .where('chain_id', '=', two.id)
        .where('chain_index', '=', 30)
        .executeTakeFirstOrThrow();
      const seed = randomBytes(32);
      const [a, b, c] = drawNumbers(seed, two.salt, 2);
      await sql`update rounds set seed = ${toHex(seed)}, commit_hash = ${createHash('sha256').update(seed).digest('hex')},
        num1 = ${a}, num2 = ${b}, num3 = ${c}, sum = ${a + b + c} where id = ${row.id}`.execute(t.db);
      return async () =>
        void (await sql`update rounds set seed = ${row.seed}, commit_hash = ${row.commit_hash}, num1 = ${row.num1},
          num2 = ${row.num2}, num3 = ${row.num3}, sum = ${row.sum} where id = ${row.id}`.execute(t.db));
    });
    expect(redrawn.code).toBe(1);
    expect(redrawn.out).toContain(
      `(chain ${two.id}, index 30): the seed does not lead back to the seed of index 29 (the round was re-drawn)`,
    );

    // Swapped before its first round: another chain, every round recomputed from it, served under
    // the committed one's id. Only the commitment log can tell.
    const swapped = await tampered(async () => {
      const top = randomBytes(32);
      const rounds = await t.db.selectFrom('rounds').selectAll().where('chain_id', '=', one.id).execute();
      await sql`update chains set top_seed = ${top}, terminal_hash = ${toHex(terminalHash(top, one.length))} where id = ${one.id}`.execute(
        t.db,
      );
      for (const r of rounds) {
        const seed = seedAt(top, one.length, r.chain_index);
        const [a, b, c] = drawNumbers(seed, one.salt, 1);
        await sql`update rounds set seed = ${toHex(seed)}, commit_hash = ${toHex(seedAt(top, one.length, r.chain_index - 1))},
          num1 = ${a}, num2 = ${b}, num3 = ${c}, sum = ${a + b + c} where id = ${r.id}`.execute(t.db);
      }
      return async () => {
        await sql`update chains set top_seed = ${one.top_seed}, terminal_hash = ${one.terminal_hash} where id = ${one.id}`.execute(
          t.db,
        );
        for (const r of rounds)
          await sql`update rounds set seed = ${r.seed}, commit_hash = ${r.commit_hash}, num1 = ${r.num1}, num2 = ${r.num2},
            num3 = ${r.num3}, sum = ${r.sum} where id = ${r.id}`.execute(t.db);
      };
    });
    expect(swapped.code).toBe(1);
    expect(swapped.out).toContain(
      `chain ${one.id}: chain ${one.id}'s terminal hash differs from the one committed in the log (the chain was swapped)`,
    );

    // ...and rewriting the log to match breaks its links.
    const logRewritten = await tampered(async () => {
      const entry = await t.db
        .selectFrom('commitments')
        .selectAll()
        .where('chain_id', '=', one.id)
        .executeTakeFirstOrThrow();
      await sql`update commitments set terminal_hash = ${'0'.repeat(64)} where seq = ${entry.seq}`.execute(t.db);
      return async () =>
        void (await sql`update commitments set terminal_hash = ${entry.terminal_hash} where seq = ${entry.seq}`.execute(
          t.db,
        ));
    });
    expect(logRewritten.code).toBe(1);
    expect(logRewritten.out).toMatch(/commitment log: entry \d+ was changed/);

    // Everything put back: the same server verifies again.
    expect((await verify()).code).toBe(0);
    // Six runs of the verifier, each a process of its own: 14.5 s alone on a slow machine, more
    // than the default 20 s beside the other tests in CI.
  }, 90_000);

  it('serves the record to any origin, in pages, with its fields range-checked', async () => {
    const answer = await fetch(`${base}/api/Game/chains`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'null' },
      body: '{}',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${base}/api/Game/seeds`, {
      method: 'OPTIONS',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    // Only the public record: a member's calls answer no other origin.
    const other = await fetch(`${base}/api/Index/getconfig`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'null' },
      body: '{}',
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const anyone = caller(t.app);
    const chain = await chainOf(1);
    const first = await anyone.ok(getSeeds, { chain_id: chain.id, limit: 50 });
    expect(first.list.map((r) => r.chain_index)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const next = await anyone.ok(getSeeds, { chain_id: chain.id, after: 50, limit: 10 });
    expect(next.list[0]?.chain_index).toBe(51);
    expect((await anyone.fail(getSeeds, { chain_id: 2_000_000 })).errCode).toBe(3053);
    expect((await anyone.fail(getSeeds, { chain_id: chain.id, limit: 1001 })).field).toBe('limit');
    expect((await anyone.fail(getSeeds, { chain_id: 'x' })).field).toBe('chain_id');
    const log = await anyone.ok(getCommitments, {});
    expect(log.head?.hash).toBe(log.list.at(-1)?.hash);
    expect((await anyone.ok(getChains, {})).find((c) => c.id === chain.id)?.used).toBeGreaterThanOrEqual(SLOTS);
  });

  it('counts pages per address: past the limit, a burst is refused with 3002', async () => {
    // A database of its own: the verifier's runs above used this address's window already.
    const limited = await createTestApp({ SCHEDULER: 'false', VERIFY_PAGES_PER_MINUTE: '5' });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => limited.call(getChains, {})));
      expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
      const refused = answers.filter((a) => a.code !== 1).map((a) => (a.data as { errCode: number }).errCode);
      expect(refused).toEqual(Array(15).fill(3002));
    } finally {
      await limited.close();
    }
  });
});
