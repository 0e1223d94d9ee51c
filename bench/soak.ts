// `npm run bench -- soak` (issue 25): the compiled server under a steady mixed load for
// SOAK_MINUTES (10): sign-ins, reads, orders from 100 members, 500 WebSocket clients, 10-second
// rounds settling, finance accruals every 5 s. The load runs in a process of its own
// (bench/load/soak-client.mjs). Every 10 s: RSS, heap (the lowest of the window's 1 s samples: the
// floor after collections), event-loop p99, answer p99, database size. It passes when, after a
// warm-up minute, the heap grows less than 5 MB per 10 minutes, every later 10 s window's answer
// p99 stays within 2× of the minute after the warm-up (its median window), no request fails, and
// the ledger audit holds at the end. The leader takes its scheduled backup every
// SOAK_BACKUP_MINUTES (5). Beside each window: what PostgreSQL waited on, autovacuum, checkpoints
// and a backup reading (pg-waits.ts), the slowest write of a disk probe (disk-probe.ts, also a
// minute before the load for the disk's own floor) and the kinds of the slowest 1% of answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/database.ts';
import { LedgerRepository } from '../apps/server/src/modules/ledger/ledger.repository.ts';
import { LedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { untilHealthy } from '../apps/server/src/test/server-process.ts';
import { probeDisk } from './disk-probe.ts';
import { describe, sampleWaits, type WaitTally } from './pg-waits.ts';
import { scratchServer } from './scratch.ts';
import { median } from './stats.ts';
import type { Target } from './targets.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Sample {
  t: number;
  rssMb: number;
  heapMb: number;
  loopP99Ms: number;
  answerP99Ms: number;
  requests: number;
  failures: number;
  dbMb: number;
  /** The slowest 1% of the window's answers, by kind (read, order, login). */
  slowest: Record<string, number>;
  db: WaitTally;
  /** The slowest 8 KiB O_DSYNC write of the disk probe in the window, ms. */
  diskMs: number;
}

/** One value of the text format, or NaN. */
function value(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : Number.NaN;
}

/** The least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

export async function soakBench(): Promise<Target[]> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  // The leader's scheduled backup runs as a deployment runs it, here every SOAK_BACKUP_MINUTES (5).
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-soak-backups-'));
  const backupMinutes = process.env.SOAK_BACKUP_MINUTES ?? '5';
  const scratch = await scratchServer(
    'soak',
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      GAME1_ROUND_SECONDS: '10',
      GAME2_ROUND_SECONDS: '10',
      ROUND_GAP_SECONDS: '2',
      FINANCE_ACCRUAL_SECONDS: '5',
      LEDGER_AUDIT_MINUTES: '2',
      REGISTRATIONS_PER_IP: '100000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
      WS_MAX_PER_ADDRESS: '2000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
      BACKUP_DIR: backupDir,
      BACKUP_MINUTES: backupMinutes,
      BACKUP_KEEP: '2',
    },
    { compiled: true },
  );
  const { server } = scratch;
  const db = createDb(scratch.url, { max: 3 });
  const waits = sampleWaits(db);
  const disk = probeDisk(scratch.dataDir);
  const samples: Sample[] = [];
  let client: ReturnType<typeof spawn> | undefined;
  try {
    await untilHealthy(server, `${server.url}/readyz`);
    // The disk's own floor: the probe for a minute with the server running and no load on it.
    disk.take();
    await new Promise((r) => setTimeout(r, 60_000));
    const idle = disk.take().sort((a, b) => a - b);
    const at = (q: number) => (idle[Math.min(idle.length - 1, Math.floor(idle.length * q))] ?? 0).toFixed(1);
    console.log(
      `\nDisk probe (8 KiB O_DSYNC writes beside the database, every 100 ms), a minute before the load: ` +
        `median ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`,
    );
    const job = { url: server.url, members: 100, sockets: 500, seconds: minutes * 60, rate: 300 };
    client = spawn(process.execPath, [path.join(root, 'bench/load/soak-client.mjs'), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Record<string, number | boolean | string[] | Record<string, number>>[] = [];
    let pending = '';
    client.stdout?.on('data', (chunk) => {
      pending += chunk;
      for (let at = pending.indexOf('\n'); at >= 0; at = pending.indexOf('\n')) {
        lines.push(JSON.parse(pending.slice(0, at)));
        pending = pending.slice(at + 1);
      }
    });
    const done = new Promise((resolve) => client?.once('exit', resolve));
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    let heapFloor = Number.POSITIVE_INFINITY;
    let loopMax = 0;
    let seen = 0;
    console.log(`\nSoak: ${minutes} minutes, 300 requests/s from 100 members, 500 sockets, 10 s rounds`);
    console.log(
      '    t   RSS MB  heap MB  loop p99 ms  answer p99 ms  requests  failures  database MB  disk ms  slowest 1%  database busy with',
    );
    while (!finished) {
      await new Promise((r) => setTimeout(r, 1000));
      const text = await (await fetch(`${server.privateUrl}/metrics`)).text().catch(() => '');
      heapFloor = Math.min(heapFloor, value(text, 'nodejs_heap_size_used_bytes') / 2 ** 20);
      loopMax = Math.max(loopMax, value(text, 'nodejs_eventloop_lag_p99_seconds') * 1000 || 0);
      const windows = lines.filter((l) => typeof l.t === 'number');
      if (windows.length > seen) {
        const w = windows[seen++] as {
          t: number;
          requests: number;
          failures: number;
          p99: number;
          slowest: Record<string, number>;
        };
        const size = await db
          .selectNoFrom((eb) => eb.fn<string>('pg_database_size', [eb.fn('current_database')]).as('bytes'))
          .executeTakeFirstOrThrow();
        const sample: Sample = {
          t: w.t,
          rssMb: value(text, 'process_resident_memory_bytes') / 2 ** 20,
          heapMb: heapFloor,
          loopP99Ms: loopMax,
          answerP99Ms: w.p99,
          requests: w.requests,
          failures: w.failures,
          dbMb: Number(size.bytes) / 2 ** 20,
          slowest: w.slowest,
          db: waits.take(),
          diskMs: Math.max(0, ...disk.take()),
        };
        samples.push(sample);
        heapFloor = Number.POSITIVE_INFINITY;
        loopMax = 0;
        console.log(
          `  ${String(sample.t).padStart(4)}  ${sample.rssMb.toFixed(0).padStart(6)}  ${sample.heapMb.toFixed(1).padStart(7)}  ${sample.loopP99Ms.toFixed(1).padStart(11)}  ${sample.answerP99Ms.toFixed(1).padStart(13)}  ${String(sample.requests).padStart(8)}  ${String(sample.failures).padStart(8)}  ${sample.dbMb.toFixed(1).padStart(11)}  ${sample.diskMs.toFixed(0).padStart(7)}  ${slowestKinds(sample.slowest)}  ${busyWith(sample.db)}`,
        );
      }
    }
    const summary = lines.find((l) => l.done) as
      | {
          requests: number;
          failures: number;
          orders: number;
          refused: number;
          socketFailures: number;
          pushed: number;
          failuresSeen: string[];
        }
      | undefined;
    // Both audits on the ledger the soak left, timed: the leader's (since its last) and the whole one.
    const ledger = new LedgerService(new LedgerRepository(db));
    const timed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const value = await run();
      return { value, ms: performance.now() - started };
    };
    const since = await timed(() => ledger.auditSinceLast());
    const whole = await timed(() => ledger.audit());
    const audit = whole.value;
    console.log(
      `  ledger audit since the last: ${since.ms.toFixed(0)} ms, ${since.value?.entries ?? '(busy)'} entries read, ` +
        `${since.value?.ok === false ? 'VIOLATED' : 'holds'}; whole: ${whole.ms.toFixed(0)} ms, ${audit.entries} entries`,
    );

    // After the warm-up minute: the heap's trend, and each window's p99 against the minute after
    // the warm-up (its median window), so that the warm-up's own spike sets no baseline.
    const warm = samples.filter((s) => s.t > 60);
    const growthPer10Min = warm.length > 2 ? slope(warm.map((s) => [s.t, s.heapMb])) * 600 : Number.NaN;
    const firstP99 = median(warm.filter((s) => s.t <= 120).map((s) => s.answerP99Ms));
    const later = warm.filter((s) => s.t > 120);
    const worstP99 = Math.max(...later.map((s) => s.answerP99Ms));
    console.log(`  ${causes(later, 2 * firstP99)}`);
    // The backups the leader took (its log lines), and the answers while one read the database.
    const taken = [...server.output().matchAll(/backup: \S+, (\d+) bytes in (\d+) ms/g)].map((m) => ({
      mb: Number(m[1]) / 2 ** 20,
      ms: Number(m[2]),
    }));
    const during = later.filter((s) => s.db.backingUp > 0).map((s) => s.answerP99Ms);
    const outside = later.filter((s) => s.db.backingUp === 0).map((s) => s.answerP99Ms);
    console.log(
      `  backups every ${backupMinutes} min: ${taken.map((b) => `${b.mb.toFixed(1)} MB in ${(b.ms / 1000).toFixed(1)} s`).join(', ') || 'none'}; ` +
        (during.length > 0
          ? `answer p99 per window while one ran: median ${median(during).toFixed(1)} ms, worst ${Math.max(...during).toFixed(1)} ms (${during.length} windows); `
          : 'no window caught one reading (each was shorter than the sampling); ') +
        `otherwise median ${median(outside).toFixed(1)} ms`,
    );
    const failures = (summary?.failures ?? 1) + (summary?.socketFailures ?? 0);
    console.log(
      `  ${summary?.requests ?? 0} requests, ${summary?.orders ?? 0} orders placed (${summary?.refused ?? 0} refused: round closing), ` +
        `${summary?.pushed ?? 0} pushes received, ${failures} failures${summary?.failuresSeen?.length ? `: ${summary.failuresSeen.join('; ')}` : ''}`,
    );
    console.log(
      `  heap after the warm-up minute: ${growthPer10Min >= 0 ? '+' : ''}${growthPer10Min.toFixed(2)} MB per 10 minutes; ` +
        `answer p99 in the minute after it ${firstP99.toFixed(1)} ms, worst later window ${worstP99.toFixed(1)} ms; ledger audit ${audit.ok ? 'holds' : 'VIOLATED'}`,
    );
    return [
      {
        name: `soak ${minutes} min: heap growth after warm-up`,
        measured: `${growthPer10Min.toFixed(2)} MB/10 min`,
        target: '< 5 MB/10 min',
        met: growthPer10Min < 5,
      },
      {
        name: 'soak: answer p99 vs the minute after warm-up',
        measured: `${worstP99.toFixed(1)} of ${firstP99.toFixed(1)} ms`,
        target: '≤ 2×',
        met: worstP99 <= 2 * firstP99,
      },
      { name: 'soak: failed requests', measured: String(failures), target: '0', met: failures === 0 },
      {
        name: 'soak: ledger audit at the end',
        measured: audit.ok && since.value?.ok !== false ? 'holds' : 'BROKEN',
        target: 'holds',
        met: audit.ok && since.value?.ok !== false,
      },
    ];
  } finally {
    waits.stop();
    disk.stop();
    client?.kill('SIGTERM');
    await db.destroy();
    await scratch.stop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
}

/** `login 20 order 9 read 1`: the kinds of the slowest 1%, the most first. */
function slowestKinds(slowest: Record<string, number>): string {
  const text = Object.entries(slowest)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${n}`)
    .join(' ');
  return text.padEnd(10);
}

/** A window's database activity in a few words: what backends waited on, autovacuum, checkpoint. */
function busyWith(tally: WaitTally): string {
  const parts = [describe(tally.waits, 2), describe(tally.maintenance, 2)];
  if (tally.checkpointing) parts.push(`checkpoint×${tally.checkpointing}`);
  if (tally.backingUp) parts.push(`backup×${tally.backingUp}`);
  if (tally.blockers.size > 0) parts.push(`behind ${describe(tally.blockers, 1)}`);
  return parts.filter(Boolean).join('; ');
}

/**
 * Of the windows over `limit`, how many had autovacuum or a checkpoint running, or the disk probe
 * stalled (a write over 50 ms), beside the same count over all windows.
 */
function causes(windows: Sample[], limit: number): string {
  const slow = windows.filter((s) => s.answerP99Ms > limit);
  const count = (test: (s: Sample) => boolean) =>
    `${slow.filter(test).length} (${windows.filter(test).length} of all ${windows.length})`;
  return (
    `windows over 2×: ${slow.length}; of them with autovacuum running ${count((s) => s.db.maintenance.size > 0)}, ` +
    `a checkpoint writing ${count((s) => s.db.checkpointing > 0)}, a backup reading ${count((s) => s.db.backingUp > 0)}, ` +
    `the disk probe over 50 ms ${count((s) => s.diskMs > 50)}`
  );
}
