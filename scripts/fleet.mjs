// `npm run fleet`: Roundhouse as a fleet (issue 24). Debian's PostgreSQL server (its own data
// directory under DATA_DIR, loopback only; or DATABASE_URL's), FLEET_SIZE app processes on it (3 by
// default, each on a port of its own), and HAProxy in front on PORT: health checks on /readyz,
// WebSockets, X-Forwarded-For, no sticky sessions. With FLEET_POOLER=pgbouncer, Debian's PgBouncer
// in transaction mode stands between the processes' request pools and PostgreSQL (what needs a
// session goes direct: DATABASE_DIRECT_URL). SIGHUP restarts the processes one at a time (a
// release's rolling restart); Ctrl+C or SIGTERM stops everything, the database included. The
// fleet's processes and ports are written to DATA_DIR/fleet/fleet.json for the operator's tools.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { debianPgBin, freePort, startDebianPostgres, startPgBouncer } from '../apps/server/src/db/debian-postgres.mjs';
import { watchPostmaster } from '../apps/server/src/db/postmaster-watch.mjs';
import {
  checkNode,
  ensureDebianPackages,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  root,
  step,
} from './setup.mjs';

const SIZE = Math.max(1, Math.min(16, Number(process.env.FLEET_SIZE ?? 3)));
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '127.0.0.1';
const DATA_DIR = path.resolve(root, process.env.DATA_DIR ?? 'data');
const FLEET_DIR = path.join(DATA_DIR, 'fleet');
const POOLER = process.env.FLEET_POOLER ?? 'none';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

checkNode();
if (!['none', 'pgbouncer'].includes(POOLER)) {
  process.stderr.write(`FLEET_POOLER must be none or pgbouncer, not ${POOLER}\n`);
  process.exit(2);
}
ensureDependencies();
ensureDebianPackages(
  [...(process.env.DATABASE_URL ? [] : ['postgresql']), 'haproxy', ...(POOLER === 'pgbouncer' ? ['pgbouncer'] : [])],
  'npm run fleet',
);
ensureWebBuild();
ensureServerBuild();
fs.mkdirSync(FLEET_DIR, { recursive: true });

// ─── PostgreSQL ────────────────────────────────────────────────────────────────────────────────

async function startPostgres(port) {
  const server = startDebianPostgres({
    dir: path.join(FLEET_DIR, 'pg'),
    passwordFile: path.join(FLEET_DIR, 'pg-password'),
    port: port ?? Number(process.env.FLEET_PG_PORT ?? (await freePort())),
    database: 'roundhouse',
    walArchive: process.env.FLEET_WAL_ARCHIVE,
    onCreate: () => step(`Creating a PostgreSQL data directory in ${path.relative(root, path.join(FLEET_DIR, 'pg'))}`),
  });
  return { ...server, url: server.url('roundhouse') };
}

// ─── The app's processes ───────────────────────────────────────────────────────────────────────

/** One app process: its ports, its child, and whether it is meant to be running. */
function appProcess(index, databaseUrl, directUrl) {
  const name = `app${index + 1}`;
  const self = { name, port: 0, child: undefined, wanted: false, output: '' };
  self.start = async () => {
    // The same port for the process's whole life (a restart too): the balancer's list never changes.
    self.port ||= await freePort();
    self.opsPort ||= await freePort();
    self.wanted = true;
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        DATABASE_URL: databaseUrl,
        ...(directUrl ? { DATABASE_DIRECT_URL: directUrl } : {}),
        HOST: '127.0.0.1',
        PORT: String(self.port),
        METRICS_PORT: String(self.opsPort),
        TRUST_PROXY: 'true',
        DRAIN_MS: process.env.DRAIN_MS ?? '1500',
        INSTANCE_NAME: name,
        BACKUP_DIR: process.env.BACKUP_DIR ?? path.join(FLEET_DIR, 'backups'),
      },
    });
    self.child = child;
    const relay = (data) => {
      self.output += data;
      for (const line of String(data).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.on('exit', (code, signal) => {
      if (self.child !== child || !self.wanted) return;
      // A crash: the supervisor starts it again (the balancer sends its requests elsewhere meanwhile).
      process.stdout.write(`[${name}] exited (${signal ?? code}); starting it again\n`);
      void self.start().then(
        () => process.stdout.write(`${name} is back after a crash\n`),
        (error) => process.stderr.write(`${name} did not come back: ${error.message}\n`),
      );
    });
    await untilReady(self);
    writeState();
  };
  self.stop = async () => {
    self.wanted = false;
    const child = self.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(12_000).then(() => child.kill('SIGKILL'))]);
  };
  return self;
}

async function untilReady(app) {
  for (let i = 0; i < 600; i++) {
    if (app.child?.exitCode !== null) throw new Error(`${app.name} exited: ${app.output}`);
    const ok = await fetch(`http://127.0.0.1:${app.port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${app.name} did not become ready`);
}

// ─── HAProxy ───────────────────────────────────────────────────────────────────────────────────

const haproxy = {
  file: path.join(FLEET_DIR, 'haproxy.cfg'),
  child: undefined,
  write(apps) {
    // When no process can answer (all restarting, the database away) or one died mid-request, the
    // balancer says what the app says when busy, as JSON: code 1014, try again (issue 24).
    const errors = ['502 Bad Gateway', '503 Service Unavailable', '504 Gateway Timeout'].map((status) => {
      const file = path.join(FLEET_DIR, `${status.slice(0, 3)}.http`);
      const body = '{"code":1014,"data":null,"info":"System busy, please try again later"}\n';
      fs.writeFileSync(
        file,
        `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nRetry-After: 1\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      return `  errorfile ${status.slice(0, 3)} ${file}`;
    });
    const servers = apps.map((a) => `  server ${a.name} 127.0.0.1:${a.port} check`).join('\n');
    fs.writeFileSync(
      this.file,
      `# Written by npm run fleet: the balancer in front of the app's processes.
global
  maxconn 4000
defaults
  mode http
  timeout connect 3s
  timeout client 60s
  timeout server 60s
  # A WebSocket stays open as long as its client keeps it (the server pings every 30 s).
  timeout tunnel 1h
  option forwardfor
  # One request per server connection: a draining process never gets a request on a reused one.
  option http-server-close
  # A connection a stopping process refused is tried on another process (nothing was sent).
  retries 3
  retry-on conn-failure
  option redispatch
${errors.join('\n')}
frontend roundhouse
  bind ${HOST}:${PORT}
  default_backend apps
backend apps
  balance roundrobin
  # A process is in rotation while /readyz answers 200; a draining one leaves at its next check.
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 1 rise 2
${servers}
`,
    );
  },
  async start(apps) {
    this.write(apps);
    this.spawn();
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://${HOST === '0.0.0.0' ? '127.0.0.1' : HOST}:${PORT}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await sleep(100);
    }
    throw new Error('HAProxy did not start');
  },
  spawn() {
    // Its own process group: a terminal's Ctrl+C reaches the fleet, which stops it after the apps.
    this.child = spawn('haproxy', ['-f', this.file, '-db'], { stdio: 'inherit', detached: true });
  },
};

// ─── Start, rolling restart, stop ──────────────────────────────────────────────────────────────

let stopping = false;
let restarting = false;
let database;
let pooler;
const apps = [];

/** The fleet's processes and ports, for the operator's tools (and the fleet's own check). */
function writeState() {
  const state = {
    pid: process.pid,
    port: PORT,
    postgres: database ? { dir: database.dir, port: database.port, bin: debianPgBin() } : undefined,
    pooler: pooler ? { kind: POOLER, port: pooler.port, pid: pooler.child.pid } : undefined,
    apps: apps.map((a) => ({ name: a.name, port: a.port, opsPort: a.opsPort, pid: a.child?.pid })),
  };
  // Written beside it and renamed over it: whoever reads the file (an operator's script, the
  // fleet's check) sees the old state or the new one, never a half-written file.
  const file = path.join(FLEET_DIR, 'fleet.json');
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  process.stdout.write('SIGHUP: restarting the processes one at a time\n');
  for (const app of apps) {
    if (stopping) break;
    process.stdout.write(`Restarting ${app.name}\n`);
    await app.stop();
    await app.start();
    process.stdout.write(`${app.name} is back\n`);
    // Two good health checks put the new process in rotation before the next one stops.
    await sleep(1500);
  }
  process.stdout.write('Rolling restart done\n');
  restarting = false;
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: stopping the fleet\n`);
  await Promise.all(apps.map((a) => a.stop()));
  haproxy.child?.kill('SIGTERM');
  pooler?.stop();
  database?.stop();
  fs.rmSync(path.join(FLEET_DIR, 'fleet.json'), { force: true });
  process.exit(0);
}

try {
  step(`Starting the fleet: ${SIZE} processes behind HAProxy`);
  database = process.env.DATABASE_URL ? undefined : await startPostgres();
  // Started again on its port when it dies unasked (a crash, an OOM kill); the apps reconnect.
  if (database) {
    watchPostmaster({
      pidFile: path.join(database.dir, 'postmaster.pid'),
      start: () => !stopping && startPostgres(database.port),
      report: (event) => process.stdout.write(`PostgreSQL ${event}\n`),
    });
  }
  const direct = process.env.DATABASE_DIRECT_URL ?? process.env.DATABASE_URL ?? database.url;
  pooler =
    POOLER === 'pgbouncer'
      ? await startPgBouncer(direct, {
          dir: path.join(FLEET_DIR, 'pgbouncer'),
          poolSize: Math.max(10, 8 * SIZE),
          port: process.env.FLEET_POOLER_PORT,
        })
      : undefined;
  const url = pooler?.url ?? process.env.DATABASE_URL ?? database.url;
  // The first process migrates and seeds; the others start together after it.
  for (let i = 0; i < SIZE; i++) apps.push(appProcess(i, url, url === direct ? undefined : direct));
  await apps[0].start();
  await Promise.all(apps.slice(1).map((a) => a.start()));
  await haproxy.start(apps);
  const shown = `http://${HOST === '127.0.0.1' || HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT}`;
  const logins = apps[0].output
    .split('\n')
    .filter((l) => /Demo user|Operator|Invitation code/.test(l))
    .join('\n');
  process.stdout.write(
    `\n  Roundhouse fleet is running: ${SIZE} processes behind HAProxy\n  Open  ${shown}\n` +
      `  Database: ${database ? `Debian's PostgreSQL in ${path.relative(root, path.join(FLEET_DIR, 'pg'))}` : 'DATABASE_URL'}` +
      `${pooler ? `, through PgBouncer (transaction mode) on port ${pooler.port}` : ''}\n` +
      `${logins}\n  kill -HUP ${process.pid} restarts the processes one at a time; Ctrl+C stops everything.\n\n`,
  );
  process.on('SIGHUP', () => void rollingRestart());
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  process.stderr.write(`The fleet failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  await Promise.all(apps.map((a) => a.stop()));
  haproxy.child?.kill('SIGTERM');
  pooler?.stop();
  database?.stop();
  process.exit(1);
}
