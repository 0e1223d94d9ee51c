// `npm run bench -- backup` (issue 25): how long a backup and a restore take per GB, on a generated
// data set shaped like months of play (orders, their ledger transactions and entries, request
// keys; written with triggers off, so no member or round behind them). Embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { backupDatabase, restoreDatabase } from '../apps/server/src/db/backup.ts';
import { createDb, migrateToLatest } from '../apps/server/src/db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import type { Target } from './targets.ts';

const ORDERS = Number(process.env.BACKUP_BENCH_ORDERS ?? 1_000_000);

export async function backupBench(): Promise<Target[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-backup-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const file = path.join(dataDir, 'bench.rhb');
  try {
    await ensureDatabase(pg.url('postgres'), 'source');
    await ensureDatabase(pg.url('postgres'), 'target');
    const db = createDb(pg.url('source'), { max: 1 });
    await migrateToLatest(db);
    await db.connection().execute(async (c) => {
      await sql`set session_replication_role = replica`.execute(c);
      await sql`
        insert into orders (user_id, round_id, room_id, game_type, outcome, rate_bp, amount_cents, status, payout_cents, request_id, created_at)
        select 1 + i % 5000, 1 + i / 500, 1 + i % 4, 1, i % 4, 19500, 2000, 'lost', 0, 'bench-' || i, now() - (i || ' seconds')::interval
        from generate_series(1, ${ORDERS}) as i`.execute(c);
      await sql`
        insert into ledger_txns (reason, user_id, ref_type, ref_id, request_id, created_at)
        select 'bet', 1 + i % 5000, 'order', i, 'bench-' || i, now() - (i || ' seconds')::interval
        from generate_series(1, ${ORDERS}) as i`.execute(c);
      await sql`
        insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents, created_at)
        select i / 2 + 1, case when i % 2 = 0 then 1 + i % 5000 else 1 end, case when i % 2 = 0 then -2000 else 2000 end,
               null, now() - (i || ' seconds')::interval
        from generate_series(0, ${2 * ORDERS - 1}) as i`.execute(c);
      await sql`
        insert into request_keys (user_id, request_id, operation, fingerprint, created_at)
        select 1 + i % 5000, 'bench-' || i, 'order', md5(i::text), now() - (i || ' seconds')::interval
        from generate_series(1, ${ORDERS}) as i`.execute(c);
    });
    const size = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db);
    await db.destroy();
    const gb = Number(size.rows[0]?.bytes ?? 0) / 2 ** 30;
    let started = Date.now();
    const { bytes } = await backupDatabase(pg.url('source'), file);
    const backupS = (Date.now() - started) / 1000;
    started = Date.now();
    await restoreDatabase(pg.url('target'), file);
    const restoreS = (Date.now() - started) / 1000;
    console.log(
      `\nBackup and restore, embedded PostgreSQL, ${ORDERS.toLocaleString('en-US')} orders with their ledger rows and keys (database ${gb.toFixed(2)} GB, backup file ${(bytes / 2 ** 20).toFixed(0)} MB):`,
    );
    console.log(
      `  backup ${backupS.toFixed(1)} s (${(backupS / gb).toFixed(0)} s per GB), restore ${restoreS.toFixed(1)} s (${(restoreS / gb).toFixed(0)} s per GB)`,
    );
    return [
      {
        name: 'restore time per GB of database',
        measured: `${(restoreS / gb).toFixed(0)} s/GB (backup ${(backupS / gb).toFixed(0)} s/GB)`,
        target: 'measured',
        met: true,
      },
    ];
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
