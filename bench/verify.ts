// `npm run bench -- verify` (issue 27): the standalone verifier (`roundhouse-verify`, in a process
// of its own, as a player runs it) against the compiled server with one chain of VERIFY_BENCH_ROUNDS
// drawn rounds (default 20,000), written straight into the database. Target: tens of thousands
// of rounds in seconds (≥ 2,000 rounds/s end to end, download included).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { drawNumbers, fromHex, toHex } from '@roundhouse/game';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '../apps/server/src/db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { FairnessRepository } from '../apps/server/src/modules/rounds/fairness.repository.ts';
import { exitCode, startServer, untilHealthy } from '../apps/server/src/test/server-process.ts';
import type { Target } from './targets.ts';

const ROUNDS = Number(process.env.VERIFY_BENCH_ROUNDS ?? 20_000);
const root = path.resolve(import.meta.dirname, '..');

export async function verifyBench(): Promise<Target[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-verify-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  try {
    await ensureDatabase(pg.url('postgres'), 'verify');
    const db = createDb(pg.url('verify'), { max: 2 });
    await migrateToLatest(db);
    // A chain of ROUNDS seeds (s_k = seeds[k]), committed an hour before its first round.
    const seeds: Uint8Array[] = [crypto.getRandomValues(new Uint8Array(32))];
    for (let i = 0; i < ROUNDS; i++) seeds.push(sha256(seeds.at(-1) as Uint8Array));
    seeds.reverse();
    const salt = 'bench-salt';
    const start = Date.now() - (ROUNDS + 60) * 60_000;
    await db.transaction().execute(async (trx) => {
      const chain = await trx
        .insertInto('chains')
        .values({
          game_type: 1,
          top_seed: Buffer.from(seeds[ROUNDS] as Uint8Array),
          length: ROUNDS,
          terminal_hash: toHex(seeds[0] as Uint8Array),
          salt,
          salt_origin: 'bench',
          next_index: ROUNDS + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await new FairnessRepository(db).append(trx, {
        kind: 'chain',
        chain_id: chain.id,
        gametype: 1,
        terminal_hash: chain.terminal_hash,
        length: ROUNDS,
        salt,
        salt_origin: 'bench',
        created_at: new Date(start - 3_600_000),
      });
      for (let from = 1; from <= ROUNDS; from += 2000) {
        const rows = [];
        for (let k = from; k < Math.min(from + 2000, ROUNDS + 1); k++) {
          const [num1, num2, num3] = drawNumbers(fromHex(toHex(seeds[k] as Uint8Array)), salt, 1);
          const opens = start + k * 60_000;
          rows.push({
            game_type: 1 as const,
            seqno: 2026010100000 + k,
            chain_id: chain.id,
            chain_index: k,
            commit_hash: toHex(seeds[k - 1] as Uint8Array),
            opens_at: new Date(opens),
            closes_at: new Date(opens + 55_000),
            status: 'settled' as const,
            seed: toHex(seeds[k] as Uint8Array),
            num1,
            num2,
            num3,
            sum: num1 + num2 + num3,
            drawn_at: new Date(opens + 55_000),
            settled_at: new Date(opens + 55_000),
          });
        }
        await trx.insertInto('rounds').values(rows).execute();
      }
    });
    await sql`analyze rounds`.execute(db);
    await db.destroy();
    const server = await startServer(
      { DATABASE_URL: pg.url('verify'), SCHEDULER: 'false', VERIFY_PAGES_PER_MINUTE: '100000', APP_MODE: 'demo' },
      { compiled: true },
    );
    try {
      await untilHealthy(server, `${server.url}/healthz`);
      const started = performance.now();
      const out = await new Promise<{ code: number; text: string }>((resolve) =>
        execFile(
          process.execPath,
          ['packages/verify/bin/roundhouse-verify.mjs', '--url', server.url, '--quiet'],
          { cwd: root, maxBuffer: 1 << 24 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, text: stdout + stderr }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const rate = ROUNDS / seconds;
      console.log(`\nStandalone verifier, ${ROUNDS.toLocaleString('en-US')} rounds of one chain, compiled server:`);
      console.log(out.text.trim().replace(/^/gm, '  '));
      console.log(
        `  ${seconds.toFixed(1)} s end to end (process start, download, checks): ${rate.toFixed(0)} rounds/s`,
      );
      return [
        {
          name: `verifier: ${ROUNDS.toLocaleString('en-US')} rounds, download and checks`,
          measured: `${seconds.toFixed(1)} s (${rate.toFixed(0)} rounds/s), exit ${out.code}`,
          target: '≥ 2,000 rounds/s, exit 0',
          met: out.code === 0 && rate >= 2000,
        },
      ];
    } finally {
      server.process.kill('SIGTERM');
      await exitCode(server.process);
    }
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
