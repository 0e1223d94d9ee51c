import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** The pool or an open transaction: repositories take either for writes that join a transaction. */
export type Executor = Db | Transaction<Database>;
/**
 * A check a step runs inside its own transaction before it commits, throwing if the step may no
 * longer run (the round scheduler's lease: modules/scheduler/lease.ts).
 */
export type Fence = (trx: Executor) => Promise<void>;

// BIGINT (ids, cents) and COUNT results as numbers: every value we store is far below 2^53.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function createDb(
  connectionString: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  // An idle connection dropped by the server (a restart, a shutdown under way) is replaced on the
  // next query; unhandled, pg would crash the process instead.
  const onError = options.onIdleError ?? (() => {});
  pool.on('error', onError);
  // A connection in use when the server goes away (a shutdown racing a query) fails that query;
  // without a listener of its own, the client's error event would also crash the process.
  pool.on('connect', (client) => client.on('error', onError));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  // A restart on an up-to-date database asks one question instead of the migrator's dozen (its
  // table checks and lock): issue 9's warm restart. Anything missing goes through the migrator.
  const applied = await sql<{ name: string }>`select name from kysely_migration`
    .execute(db)
    .then((r) => new Set(r.rows.map((row) => row.name)))
    .catch(() => new Set<string>());
  if (Object.keys(migrations).every((name) => applied.has(name))) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** How many migrations have not run on this database (0 when it is up to date). */
export async function pendingMigrations(db: Db): Promise<number> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).length;
}
