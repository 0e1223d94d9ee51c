import { ConfigError, loadConfig } from './config.ts';
import { type EmbeddedDatabase, ensureDatabase, StartAborted, startEmbeddedPostgres } from './db/embedded.ts';

const DB_NAME = 'roundhouse';
/** Aborted by a SIGINT or SIGTERM before serve.ts's ordered shutdown is in place. */
const starting = new AbortController();
let embedded: EmbeddedDatabase | undefined;

/**
 * Process entry: config → the database (the embedded one started here) → the server (serve.ts), whose
 * modules load while the embedded PostgreSQL starts: from its spawn on, the two start
 * side by side on the machine's cores (a tenth of a warm restart, decision 010).
 */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();

  // Until the ordered shutdown is in place, a signal stops the embedded database, waits until it has
  // exited, then exits. While it is starting, the abort does that, and main's start rejects: the
  // process must not end first, or the database outlives it (a zombie where nothing reaps orphans).
  let stopping = false;
  const early = () => {
    if (stopping) return;
    stopping = true;
    starting.abort();
    if (embedded) void embedded.stop().finally(() => process.exit(1));
  };
  let url = config.DATABASE_URL;
  let serving: Promise<typeof import('./serve.ts')> | undefined;
  let createDatabase: (() => Promise<void>) | undefined;
  const load = () => {
    if (serving) return;
    serving = import('./serve.ts');
    // Awaited below; a failure to load is reported there, not as an unhandled rejection.
    serving.catch(() => {});
  };
  if (!url) {
    // The embedded server's exit hook is installed only here (issue 24): it must not touch a process
    // that runs on someone else's database. SIGINT and SIGTERM stay ours: serve.ts's shutdown stops
    // that server last.
    // Kept until serve.ts takes over: a second signal must not end the process before the database.
    process.on('SIGINT', early);
    process.on('SIGTERM', early);
    const own = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      ownSignals: true,
      signal: starting.signal,
      // The rest of the server loads while the database starts (initdb's first line on a first start).
      log: load,
      spawned: load,
      supervise: (event) => process.stderr.write(`embedded PostgreSQL: ${event}\n`),
    });
    embedded = own;
    url = own.url(DB_NAME);
    // Made on the first start only: a warm start opens no connection for it.
    createDatabase = () => ensureDatabase(own.url('postgres'), DB_NAME);
  }
  const { serve } = await (serving ?? import('./serve.ts'));
  await serve({ config, url, embedded, early, started, createDatabase });
}

main().catch((error: unknown) => {
  // Told to stop once the database was up: what failed is the stop itself, and `early` exits once the
  // database has stopped. (Before, its start has rejected with it stopped.)
  if (starting.signal.aborted && embedded) return;
  if (error instanceof StartAborted) {
    process.stderr.write('Roundhouse stopped while starting.\n');
  } else if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Roundhouse failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
