import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { portTaken } from './config.ts';
import { ChangeFeed } from './db/change-feed.ts';
import { closeDb, createDb, migrateToLatest } from './db/database.ts';
import type { EmbeddedDatabase } from './db/embedded.ts';
import type { ListenLog } from './db/listener.ts';
import { startOpsServer } from './http/ops.ts';
import { Metrics } from './modules/metrics/metrics.ts';
import { LEASE_TTL_MS } from './modules/scheduler/scheduler.ts';
import { observeProcess } from './observe.ts';
import { hashLogins, seed } from './seed/demo.ts';

const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * The server once its database is known (main.ts finds or starts it): pools → migrations → app →
 * seed → listeners and scheduler → listen; SIGINT and SIGTERM then shut it down in order, the
 * embedded database last. On a failure it closes what it opened and throws.
 */
export async function serve(options: {
  config: Config;
  url: string;
  embedded: EmbeddedDatabase | undefined;
  /** main.ts's handler for a signal while starting, replaced here by the ordered shutdown. */
  early: () => void;
  started: number;
  /** Makes the database when it is not there yet (main.ts: the embedded server's first start). */
  createDatabase?: () => Promise<void>;
}): Promise<void> {
  const { config, url, embedded, early, started, createDatabase } = options;
  const db = createDb(url, {
    max: config.DB_POOL_SIZE,
    acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
    checkTransactions: config.DB_CHECK_TRANSACTIONS,
    onIdleError: (error) => process.stderr.write(`database connection dropped: ${error.message}\n`),
    // Behind a pooler (DATABASE_DIRECT_URL set) the pooler ends idle transactions instead.
    ...(config.DATABASE_DIRECT_URL ? { idleInTransactionMs: 0 } : {}),
  });
  // What needs a session of its own goes straight to PostgreSQL, past a pooler in transaction mode
  // (DATABASE_DIRECT_URL): migrations, the seed's lock, LISTEN, and the scheduler, which renews its
  // lease through a pool of its own, never queued behind requests.
  const direct = config.DATABASE_DIRECT_URL ?? url;
  // A step idle longer than the lease cannot commit anyway (its fence fails): a paused leader's
  // locks go with its session, and the next leader's rounds do not wait for it to wake.
  const schedulerDb = createDb(direct, { max: 2, onIdleError: () => {}, idleInTransactionMs: LEASE_TTL_MS });
  const changes = new ChangeFeed();
  // What listens on its own connection, closed before the database stops if the start fails.
  let listeners: { close(): Promise<void> }[] = [];
  // Started before the port is taken: stopped first if taking it fails (its next step would find
  // the pools closed).
  let runningScheduler: { stop(): Promise<void> } | undefined;
  try {
    const metrics = config.METRICS_PORT > 0 ? new Metrics() : undefined;
    // The seed's password hashes run on argon2's threads while this one builds the app.
    const hashes = hashLogins(config);
    // The app is built (no query: CPU only) while the migrations are checked (queries only).
    const [, { app, services, readiness, drain }] = await Promise.all([
      migrateToLatest(schedulerDb, direct, createDatabase),
      buildApp({ config, db, schedulerDb, opsDb: schedulerDb, databaseUrl: direct, changes, metrics }),
    ]);
    if (metrics) observeProcess(metrics, services, db, changes);
    const scheduler = services.scheduler;
    const listenLog =
      (name: string): ListenLog =>
      (level, message, error) =>
        app.log[level]({ err: error }, `${name}: ${message}`);
    listeners = [services.realtime, changes];
    // The listeners connect while the seed writes: each waits on the database, not on the other.
    const [logins] = await Promise.all([
      seed(config, db, services, schedulerDb, hashes),
      services.realtime.listen(direct, listenLog('realtime listener')),
      changes.listen(direct, listenLog('change feed')),
    ]);
    if (config.SCHEDULER) {
      scheduler.start();
      runningScheduler = scheduler;
    }

    let ops: Awaited<ReturnType<typeof startOpsServer>>;
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      // The embedded database stops at the end of this shutdown: it is not to be started again meanwhile.
      embedded?.unwatch();
      app.log.info(`${signal}: draining, then finishing in-flight requests`);
      // Whatever hangs, the process is gone within 10 s (a supervisor then sees a failure).
      setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
      // Not ready at once: the balancer's next health check sends new requests elsewhere.
      drain();
      // Each step runs even when one before it failed; the embedded database stops last.
      const steps: [string, () => Promise<unknown>][] = [
        // The lease is released first: another process leads at once instead of after it lapses.
        ['scheduler', () => scheduler.stop()],
        ['drain', () => new Promise((resolve) => setTimeout(resolve, config.DRAIN_MS))],
        ['realtime', () => services.realtime.close()],
        ['change feed', () => changes.close()],
        ['http', () => app.close()],
        ['private port', async () => ops?.close()],
        ['pool', () => Promise.all([closeDb(db), closeDb(schedulerDb)])],
        ['database', async () => embedded?.stop()],
      ];
      let failed = false;
      for (const [name, run] of steps) {
        try {
          await run();
        } catch (error) {
          failed = true;
          app.log.error({ err: error }, `shutdown: closing the ${name} failed`);
        }
      }
      process.exit(failed ? 1 : 0);
    };
    process.off('SIGINT', early);
    process.off('SIGTERM', early);
    // Kept for the whole shutdown: a second signal (a terminal's Ctrl+C comes to this process from
    // the terminal and again from `npm start`'s wrapper) must not end the process in its middle.
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    const address = await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
      throw portTaken(error, 'PORT', config.PORT);
    });
    ops =
      config.METRICS_PORT > 0
        ? await startOpsServer({
            host: config.METRICS_HOST,
            port: config.METRICS_PORT,
            readiness,
            metrics: metrics && (() => metrics.scrape()),
            warn: (message) => app.log.warn(message),
          })
        : undefined;
    const shown = address.replace('127.0.0.1', 'localhost');
    const lines = [
      '',
      `  Roundhouse is running (${config.APP_MODE} mode${config.APP_MODE === 'demo' ? ': play money only' : ''})`,
      `  Open  ${shown}${(config.API_DOCS ?? config.APP_MODE === 'demo') ? `   (API docs: ${shown}/docs)` : ''}`,
      ops ? `  Private: ${ops.url}/readyz (details for operators)` : '',
      `  Database: ${embedded ? `embedded PostgreSQL in ${config.DATA_DIR}/pg` : 'DATABASE_URL'}`,
      logins.user ? `  Demo user:     ${logins.user.username} / ${logins.user.password}` : '',
      logins.operator ? `  Operator:      ${logins.operator.username} / ${logins.operator.password}` : '',
      logins.invitationCode ? `  Invitation code for new accounts: ${logins.invitationCode}` : '',
      `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`,
      '',
    ];
    process.stdout.write(`${lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n')}\n`);
  } catch (error) {
    await runningScheduler?.stop().catch(() => {});
    await Promise.allSettled(listeners.map((listener) => listener.close()));
    await closeDb(db).catch(() => {});
    await closeDb(schedulerDb).catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
