// Debian's PostgreSQL server (the `postgresql` package) on a data directory of our own, and its
// PgBouncer, beside the embedded one (embedded.ts): used by `npm run fleet` and by the integration
// tests (TEST_POSTGRES=debian, issue 24).
// Their tools refuse to run as root: as root, they run as Debian's `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { settingsArgs, steadySettings } from './pg-settings.mjs';
import { freePort } from './ports.mjs';

const isRoot = process.getuid?.() === 0;

/** The newest PostgreSQL of Debian's packages, or undefined when none is installed. */
export function debianPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const version = fs
    .readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(base, version, 'bin') : undefined;
}

/** A command line that runs as Debian's `postgres` user when we are root. */
export function asPostgres(command, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Runs one of Debian's PostgreSQL programs (as `postgres` when we are root). */
export function tool(name, args, options = {}) {
  const bin = debianPgBin();
  if (!bin) throw new Error("Debian's postgresql package is not installed");
  const [file, argv] = asPostgres(path.join(bin, name), args);
  return spawnSync(file, argv, { encoding: 'utf8', ...options });
}

/**
 * Starts (creating it if needed) a server on `dir`, loopback only, SCRAM with a generated password
 * kept in `passwordFile`, and creates `database` if it is missing. With `walArchive`, a folder, every
 * finished WAL segment is copied there (and at least once a minute): what point-in-time recovery
 * replays on a base backup (docs/operations.md). The directory's parent must be
 * reachable by the `postgres` user when we are root.
 */
export function startDebianPostgres({ dir, passwordFile, port, database, maxConnections = 400, onCreate, walArchive }) {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    onCreate?.();
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(passwordFile, crypto.randomBytes(18).toString('base64url'), { mode: 0o600 });
    if (isRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir, passwordFile]);
    const init = tool('initdb', [
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
  if (walArchive) archiveWal(dir, walArchive);
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  // The binaries' folder is /usr/lib/postgresql/<major>/bin: the settings follow the version.
  const major = Number(path.basename(path.dirname(debianPgBin() ?? '')));
  const options = settingsArgs({
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: String(maxConnections),
    ...steadySettings(major),
  }).join(' ');
  const started = tool('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}${started.stdout}`);
  const env = { ...process.env, PGPASSWORD: password };
  if (database) {
    const created = tool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { env });
    if (created.status !== 0 && !/already exists/.test(created.stderr)) throw new Error(`createdb: ${created.stderr}`);
  }
  return {
    dir,
    port,
    bin: debianPgBin(),
    url: (name) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`,
    /** `immediate` (no checkpoint) for a directory about to be deleted; `fast` otherwise. */
    stop: (mode = 'fast') => tool('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']),
  };
}

/** Archiving settings in the directory's postgresql.auto.conf (read at start; replaced, not added twice). */
function archiveWal(dir, folder) {
  fs.mkdirSync(folder, { recursive: true });
  if (isRoot) spawnSync('chown', ['postgres:postgres', folder]);
  const file = path.join(dir, 'postgresql.auto.conf');
  const kept = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => !/^(archive_mode|archive_command|archive_timeout) /.test(l));
  const target = path.resolve(folder);
  const settings = [
    'archive_mode = on',
    `archive_command = 'test ! -f ${target}/%f && cp %p ${target}/%f'`,
    'archive_timeout = 60',
  ];
  fs.writeFileSync(file, `${[...kept.filter(Boolean), ...settings].join('\n')}\n`);
}

export { freePort };

/**
 * PgBouncer in transaction mode in front of `databaseUrl`, its files in `dir`: a server connection
 * is lent for one transaction, so many processes share `poolSize`. A query that finds no server
 * (a restart) waits at most 5 s, then fails: the app answers "busy, try again".
 */
export async function startPgBouncer(databaseUrl, { dir, poolSize, port: wanted }) {
  const target = new URL(databaseUrl);
  fs.mkdirSync(dir, { recursive: true });
  const port = Number(wanted ?? (await freePort()));
  const user = decodeURIComponent(target.username);
  const quote = (v) => `"${v.replaceAll('"', '""')}"`;
  const auth = path.join(dir, 'userlist.txt');
  fs.writeFileSync(auth, `${quote(user)} ${quote(decodeURIComponent(target.password))}\n`, { mode: 0o600 });
  const file = path.join(dir, 'pgbouncer.ini');
  const settings = {
    listen_addr: '127.0.0.1',
    listen_port: port,
    unix_socket_dir: '',
    auth_type: 'scram-sha-256',
    auth_file: auth,
    pool_mode: 'transaction',
    admin_users: user,
    max_client_conn: 2000,
    default_pool_size: poolSize,
    query_wait_timeout: 5,
    // A process paused inside a transaction loses it (and its locks) after 5 s, as the app's own
    // pools ask of PostgreSQL directly (DEFAULT_IDLE_IN_TRANSACTION_MS).
    idle_transaction_timeout: 5,
    server_connect_timeout: 3,
    server_login_retry: 1,
    logfile: path.join(dir, 'pgbouncer.log'),
    log_connections: 0,
    log_disconnections: 0,
  };
  fs.writeFileSync(
    file,
    `; Written by npm run fleet: PgBouncer in transaction mode between the app's pools and PostgreSQL.
[databases]
${target.pathname.slice(1)} = host=${target.hostname} port=${target.port || 5432}
[pgbouncer]
${Object.entries(settings)
  .map(([k, v]) => `${k} = ${v}`)
  .join('\n')}
`,
  );
  if (isRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const [command, argv] = asPostgres('/usr/sbin/pgbouncer', [file]);
  // Its log is in the file; what it prints besides repeats it. In a process group of its own, as
  // pg_ctl puts PostgreSQL: a terminal's Ctrl+C reaches the fleet, which stops it after the apps.
  const child = spawn(command, argv, { stdio: 'ignore', detached: true });
  for (let i = 0; ; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || i > 100) throw new Error(`PgBouncer did not start: see ${settings.logfile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  target.port = String(port);
  return { url: target.toString(), port, child, stop: () => child.kill('SIGTERM') };
}
