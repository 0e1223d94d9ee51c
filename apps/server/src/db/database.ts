import { AsyncLocalStorage } from 'node:async_hooks';
import { once } from 'node:events';
import { Kysely, PostgresDialect, sql, type Transaction, type TransactionBuilder } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { ConfigError } from '../config.ts';
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

/**
 * BIGINT (ids, cents) and COUNT results as numbers: every value we store is far below 2^53 (the
 * balance ceiling). A bigint past that would be rounded by a float: the query fails instead of
 * answering a wrong figure. Sums over many rows are read as NUMERIC (a string) and added as BigInt.
 */
function int8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} is past 2^53: read it as numeric text`);
  return n;
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return int8;
    return pg.types.getTypeParser(oid, format);
  },
};

/** How long a request waits for a free connection before it answers "busy, try again" (1014). */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 3000;

/**
 * How long PostgreSQL lets a connection sit idle inside a transaction before it ends the session.
 * A process paused mid-transaction (a stopped container, a frozen VM, a long GC) would otherwise
 * keep its row locks for as long as it is paused, and every other process that needs those rows
 * (a member's next order, the next leader's round) would wait with it. Our own transactions never
 * wait on anything but the database between their statements.
 */
export const DEFAULT_IDLE_IN_TRANSACTION_MS = 5000;

/**
 * The pool was full for the whole acquire timeout, or the database could not be reached: the
 * request answers 1014 "System busy, please try again later" (http/envelope.ts), never waits for ever.
 */
export class DatabaseBusy extends Error {
  constructor(cause: unknown) {
    super('database busy: no connection within the acquire timeout', { cause });
  }
}

/**
 * A transaction asked its pool for a second connection. While every connection is held by a
 * transaction that waits for one more, nothing moves again (issue 22, fault 1): inside a
 * transaction every query goes through the transaction. A programming error, so it fails loudly.
 */
export class SecondConnectionInTransaction extends Error {}

/** The pool whose connection the current async context holds for a transaction, if any. */
const holding = new AsyncLocalStorage<pg.Pool>();

class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads forward as they are
  override connect(callback?: any): any {
    if (holding.getStore() === this) {
      const error = new SecondConnectionInTransaction(
        'a query inside a transaction asked the pool for a second connection: pass the transaction down',
      );
      if (callback) return void callback(error, undefined, () => {});
      return Promise.reject(error);
    }
    if (callback) return super.connect(callback);
    return super.connect().catch((error: unknown) => {
      throw isAcquireFailure(error) ? new DatabaseBusy(error) : error;
    });
  }
}

function isAcquireFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown } | null)?.code;
  return (
    message.includes('timeout exceeded when trying to connect') ||
    message.includes('Connection terminated due to connection timeout') ||
    code === 'ECONNREFUSED' ||
    code === '57P03' // the database is starting up or shutting down
  );
}

/** Marks the transaction's callback as holding a connection of `pool` (see GuardedPool). */
function guardTransactions(builder: TransactionBuilder<Database>, pool: pg.Pool): TransactionBuilder<Database> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return <T>(callback: (trx: Transaction<Database>) => Promise<T>) =>
          target.execute((trx) => holding.run(pool, () => callback(trx)));
      }
      if (property === 'setIsolationLevel' || property === 'setAccessMode') {
        return (value: never) => guardTransactions(target[property](value), pool);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

class GuardedKysely extends Kysely<Database> {
  constructor(private readonly guardedPool: pg.Pool) {
    super({ dialect: new PostgresDialect({ pool: guardedPool }) });
  }

  override transaction(): TransactionBuilder<Database> {
    return guardTransactions(super.transaction(), this.guardedPool);
  }
}

/**
 * `checkTransactions` turns on the second-connection check (tests, the browser tests' server,
 * DB_CHECK_TRANSACTIONS=true). It is off by default in production: on Node 20 an
 * AsyncLocalStorage in use makes every promise of the process about 2.5 times slower (promise
 * hooks), and the acquire timeout already keeps a missed case from wedging the server.
 */
export function createDb(
  connectionString: string,
  options: {
    max?: number;
    acquireTimeoutMs?: number;
    checkTransactions?: boolean;
    onIdleError?: (error: Error) => void;
    /**
     * DEFAULT_IDLE_IN_TRANSACTION_MS unless told; 0 leaves the database's own setting, for a pool
     * behind a pooler in transaction mode (which refuses the startup parameter: give the pooler
     * its own limit, PgBouncer's `idle_transaction_timeout`).
     */
    idleInTransactionMs?: number;
  } = {},
): Db {
  const idle = options.idleInTransactionMs ?? DEFAULT_IDLE_IN_TRANSACTION_MS;
  const pool = new GuardedPool({
    connectionString,
    max: options.max ?? 10,
    // A full pool answers "busy" after this long instead of queueing the request for ever.
    connectionTimeoutMillis: options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
    ...(idle > 0 ? { idle_in_transaction_session_timeout: idle } : {}),
    types,
  });
  // An idle connection dropped by the server (a restart, a shutdown under way) is replaced on the
  // next query; unhandled, pg would crash the process instead.
  const onError = options.onIdleError ?? (() => {});
  pool.on('error', onError);
  // A connection in use when the server goes away (a shutdown racing a query) fails that query;
  // without a listener of its own, the client's error event would also crash the process.
  // Each connection until it has closed (closeDb waits for them).
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    client.on('error', onError);
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  const db = options.checkTransactions
    ? new GuardedKysely(pool)
    : new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  connections.set(db, open);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();
const connections = new WeakMap<Db, Set<pg.Client>>();

/**
 * Closes a pool and waits until its connections have closed (at most `ms`). pg's pool answers
 * `end` once it has told each connection to close, before they have: a database stopped right after
 * (the server's shutdown stops the embedded one next) still cut them, and each logged "terminating
 * connection due to administrator command".
 */
export async function closeDb(db: Db, ms = 3000): Promise<void> {
  await db.destroy();
  const open = [...(connections.get(db) ?? [])];
  if (open.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(open.map((client) => once(client, 'end'))),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** A pool's connections: open, idle, and requests waiting for one (the metrics read it). */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } {
  const pool = pools.get(db);
  return { total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 };
}

/**
 * A one-row source for a single statement that commits without waiting for its WAL to reach the
 * disk (decision 033), for data that is not money and may lose its last fraction of a second in a
 * crash (attempt counters): joined by the statement, it turns `synchronous_commit` off until the
 * end of the statement's own transaction. One round trip, no transaction block: the row locks it
 * takes (one carrier's address, which many requests update) are released when the statement ends,
 * neither behind the flush of the one before nor behind this process's next message to the
 * database, which a busy event loop delays.
 */
export const withoutFlush = sql`(select set_config('synchronous_commit', 'off', true) as synchronous_commit)`;

/** A database that cannot be used, in a line: which one, and PostgreSQL's reason (not "busy"). */
function unreachable(error: unknown, url: string): ConfigError {
  const reason = error instanceof DatabaseBusy ? error.cause : error;
  const where = new URL(url);
  return new ConfigError(
    `Cannot use the database ${where.hostname}:${where.port || 5432}${where.pathname} ` +
      `(${reason instanceof Error && reason.message ? reason.message : String(reason)}). ` +
      'Is PostgreSQL running there, and are DATABASE_URL (and DATABASE_DIRECT_URL) right?',
  );
}

/**
 * Brings the database's schema up to date. Given the database's `url` (at boot), a database that
 * cannot be used at all is said in one line naming it (refused, no such database, wrong password).
 * Given `create`, a database that is not there yet is made by it first (the embedded server's first
 * start; a warm start asks nothing more than before).
 */
export async function migrateToLatest(db: Db, url?: string, create?: () => Promise<void>): Promise<void> {
  // A restart on an up-to-date database asks one question instead of the migrator's dozen (its
  // table checks and lock): issue 9's warm restart. Anything missing goes through the migrator;
  // that question failing for another reason than a database without tables is the boot's answer.
  const ask = async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((row) => row.name));
  };
  const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
  const applied = await ask()
    .catch(async (error: unknown) => {
      if (!create || codeOf(error) !== '3D000') throw error;
      await create();
      return ask();
    })
    .catch((error: unknown) => {
      if (codeOf(error) === '42P01') return new Set<string>();
      throw url ? unreachable(error, url) : error;
    });
  if (Object.keys(migrations).every((name) => applied.has(name))) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** How many migrations have not run on this database (0 when it is up to date): one query. */
export async function pendingMigrations(db: Db): Promise<number> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name)).length;
}
