// `npm run fleet`: Roundhouse as a fleet (issue 24). Debian's PostgreSQL server (its own data
// directory under DATA_DIR, loopback only; or DATABASE_URL's), FLEET_SIZE app processes on it (3 by
// default, each on a port of its own), and HAProxy in front on PORT: health checks on /readyz,
// WebSockets, X-Forwarded-For, no sticky sessions. With FLEET_POOLER=pgbouncer, Debian's PgBouncer
// in transaction mode stands between the processes' request pools and PostgreSQL (what needs a
// session goes direct: DATABASE_DIRECT_URL). SIGHUP restarts the processes one at a time (a
// release's rolling restart); Ctrl+C or SIGTERM stops everything, the database included. The
// fleet's processes and ports are written to DATA_DIR/fleet/fleet.json for the operator's tools.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
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
const isRoot = process.getuid?.() === 0;
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

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ─── PostgreSQL ────────────────────────────────────────────────────────────────────────────────

/** The newest PostgreSQL of Debian's packages. */
function pgBin() {
  const base = '/usr/lib/postgresql';
  const version = fs
    .readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))[0];
  return path.join(base, version, 'bin');
}

/** PostgreSQL's tools and PgBouncer refuse to run as root: as root, they run as Debian's `postgres` user. */
function asPostgres(command, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function pg(tool, args, options = {}) {
  const [file, argv] = asPostgres(path.join(pgBin(), tool), args);
  return spawnSync(file, argv, { encoding: 'utf8', ...options });
}

async function startPostgres() {
  const dir = path.join(FLEET_DIR, 'pg');
  const passwordFile = path.join(FLEET_DIR, 'pg-password');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    step(`Creating a PostgreSQL data directory in ${path.relative(root, dir)}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(passwordFile, crypto.randomBytes(18).toString('base64url'), { mode: 0o600 });
    if (isRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir, passwordFile]);
    const init = pg('initdb', [
      '-D',
      dir,
      '-U',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const port = Number(process.env.FLEET_PG_PORT ?? (await freePort()));
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=400`;
  const started = pg('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}${started.stdout}`);
  const env = { ...process.env, PGPASSWORD: password };
  const created = pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'roundhouse'], { env });
  if (created.status !== 0 && !/already exists/.test(created.stderr)) throw new Error(`createdb: ${created.stderr}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/roundhouse`,
    dir,
    port,
    stop: () => pg('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']),
  };
}

// ─── PgBouncer (FLEET_POOLER=pgbouncer) ────────────────────────────────────────────────────────

/**
 * PgBouncer in transaction mode in front of `databaseUrl`: a server connection is lent for one
 * transaction, so many processes share a few. A query that finds no server (a restart) waits at
 * most 5 s, then fails: the app answers "busy, try again".
 */
async function startPgBouncer(databaseUrl) {
  const target = new URL(databaseUrl);
  const dir = path.join(FLEET_DIR, 'pgbouncer');
  fs.mkdirSync(dir, { recursive: true });
  const port = Number(process.env.FLEET_POOLER_PORT ?? (await freePort()));
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const quote = (v) => `"${v.replaceAll('"', '""')}"`;
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `${quote(user)} ${quote(password)}\n`, { mode: 0o600 });
  const file = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    file,
    `; Written by npm run fleet: PgBouncer in transaction mode between the app's pools and PostgreSQL.
[databases]
${target.pathname.slice(1)} = host=${target.hostname} port=${target.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${path.join(dir, 'userlist.txt')}
pool_mode = transaction
admin_users = ${user}
max_client_conn = 2000
default_pool_size = ${Math.max(10, 8 * SIZE)}
query_wait_timeout = 5
server_connect_timeout = 3
server_login_retry = 1
logfile = ${path.join(dir, 'pgbouncer.log')}
log_connections = 0
log_disconnections = 0
`,
  );
  if (isRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const [command, argv] = asPostgres('/usr/sbin/pgbouncer', [file]);
  // Its log is in the file; what it prints besides repeats it.
  const child = spawn(command, argv, { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null) throw new Error(`PgBouncer exited: see ${path.join(dir, 'pgbouncer.log')}`);
    await sleep(100);
  }
  target.port = String(port);
  return { url: target.toString(), port, child, stop: () => child.kill('SIGTERM') };
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
    this.child = spawn('haproxy', ['-f', this.file, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
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
    postgres: database ? { dir: database.dir, port: database.port, bin: pgBin() } : undefined,
    pooler: pooler ? { kind: POOLER, port: pooler.port, pid: pooler.child.pid } : undefined,
    apps: apps.map((a) => ({ name: a.name, port: a.port, opsPort: a.opsPort, pid: a.child?.pid })),
  };
  fs.writeFileSync(path.join(FLEET_DIR, 'fleet.json'), `${JSON.stringify(state, null, 2)}\n`);
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
  const direct = process.env.DATABASE_DIRECT_URL ?? process.env.DATABASE_URL ?? database.url;
  pooler = POOLER === 'pgbouncer' ? await startPgBouncer(direct) : undefined;
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
