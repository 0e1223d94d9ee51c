// Issue 9's push target: 1,000 WebSocket clients of one game type, each in the load generator's own
// process, receive a round's result; the time from the draw's commit to each client's receipt.
// The draw's time is the round's drawn_at (the draw transaction's start, so at or before its
// commit: the figure errs on the slow side). Imported by bench/run.ts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '../apps/server/src/db/database.ts';
import { untilHealthy } from '../apps/server/src/test/server-process.ts';
import { scratchServer } from './scratch.ts';
import type { Target } from './targets.ts';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = 1000;
const P99_TARGET_MS = 200;

export async function pushBench(): Promise<Target[]> {
  const scratch = await scratchServer(
    'push',
    {
      NODE_ENV: 'production',
      GAME1_ROUND_SECONDS: '8',
      GAME2_ROUND_SECONDS: '8',
      ROUND_GAP_SECONDS: '2',
      // All the bench's clients come from 127.0.0.1.
      WS_MAX_PER_ADDRESS: String(CLIENTS * 2),
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
    { compiled: true },
  );
  const { server } = scratch;
  try {
    await untilHealthy(server, `${server.url}/readyz`);
    const job = JSON.stringify({ url: `${server.url.replace('http', 'ws')}/api/ws?gametype=1`, clients: CLIENTS });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'bench/load/ws-clients.mjs'), job],
      { maxBuffer: 1 << 22 },
    );
    const out = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { seqno: number; received: number[] };
    const db = createDb(scratch.url, { max: 1 });
    const round = await db
      .selectFrom('rounds')
      .select('drawn_at')
      .where('game_type', '=', 1)
      .where('seqno', '=', out.seqno)
      .executeTakeFirstOrThrow();
    await db.destroy();
    const drawnAt = round.drawn_at?.getTime() ?? Number.NaN;
    const delays = out.received.map((at) => at - drawnAt).sort((a, b) => a - b);
    const pick = (p: number) =>
      delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? Number.NaN;
    const met = out.received.length === CLIENTS && pick(99) <= P99_TARGET_MS;
    console.log(
      `\nPush: ${CLIENTS} WebSocket clients (in their own process), round ${out.seqno}'s result after its draw:` +
        `\n  ${out.received.length} of ${CLIENTS} received it; p50 ${pick(50)} ms, p99 ${pick(99)} ms, max ${delays.at(-1)} ms  (target p99 ≤ ${P99_TARGET_MS} ms: ${met ? 'met' : 'MISSED'})`,
    );
    return [
      {
        name: `push, ${CLIENTS} sockets`,
        measured: `p99 ${pick(99)} ms (${out.received.length} received)`,
        target: `p99 ≤ ${P99_TARGET_MS} ms`,
        met,
      },
    ];
  } finally {
    await scratch.stop();
  }
}

if (process.argv[1] === import.meta.filename) await pushBench();
