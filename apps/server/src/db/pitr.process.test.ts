import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LedgerRepository } from '../modules/ledger/ledger.repository.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { createDb, migrateToLatest } from './database.ts';
import { freePort, startDebianPostgres, tool } from './debian-postgres.mjs';

/**
 * docs/operations.md, "Point-in-time recovery": the procedure rehearsed on Debian's PostgreSQL with
 * our settings. WAL archived by `archive_command`, a base backup by `pg_basebackup`, rows written,
 * a mistake made (every member's messages deleted) a moment later; recovery into a new directory
 * to the instant before the mistake, paused there for a check, then resumed as a writable server.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-pitr-'));
const live = path.join(dir, 'live');
const archive = path.join(dir, 'archive');
const base = path.join(dir, 'base');
const recovered = path.join(dir, 'recovered');
const passwordFile = path.join(dir, 'password');
const started: string[] = [];

// The `postgres` user (we may be root) works in the folder: it writes the archive and the backup.
fs.chmodSync(dir, 0o777);
const isRoot = process.getuid?.() === 0;
const givePostgres = (file: string) => isRoot && spawnSync('chown', ['-R', 'postgres:postgres', file]);

afterAll(() => {
  for (const data of started) tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  fs.rmSync(dir, { recursive: true, force: true });
});

function must(result: { status: number | null; stderr: string; stdout: string }, what: string) {
  if (result.status !== 0) throw new Error(`${what}: ${result.stderr}${result.stdout}`);
}

/** Members inserted as rows (the schema's own columns; the app is not running on this server). */
const member = (...names: string[]) =>
  `insert into users (username, quhao, login_key, nickname, password_hash, pay_password_hash) values ${names
    .map((n) => `('${n}', '852', '${n}', '${n}', 'x', 'x')`)
    .join(', ')}`;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('point-in-time recovery (the procedure in docs/operations.md)', () => {
  it('recovers to the instant before a mistake: paused for a check, then writable', async () => {
    // 1. A server that archives every finished WAL segment (as `npm run fleet` with FLEET_WAL_ARCHIVE).
    const port = await freePort();
    const server = startDebianPostgres({ dir: live, passwordFile, port, database: 'roundhouse', walArchive: archive });
    started.push(live);
    const url = server.url('roundhouse');
    const db = createDb(url, { max: 2 });
    await migrateToLatest(db);

    // 2. The day's base backup.
    must(
      tool(
        'pg_basebackup',
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', base, '-X', 'none', '-c', 'fast'],
        {
          env: { ...process.env, PGPASSWORD: fs.readFileSync(passwordFile, 'utf8').trim() },
        },
      ),
      'pg_basebackup',
    );

    // 3. The morning's work, then the mistake a moment later.
    await query(url, member('kept1', 'kept2'));
    const [stamp] = await query<{ at: string }>(
      url,
      `select to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.US TZH') as at`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await query(url, `update users set status = 'frozen'`);
    await query(url, 'select pg_switch_wal()');
    await expect
      .poll(
        async () => (await query<{ n: string }>(url, 'select archived_count::text as n from pg_stat_archiver'))[0]?.n,
        {
          timeout: 20_000,
        },
      )
      .not.toBe('0');
    await db.destroy();
    must(tool('pg_ctl', ['-D', live, '-m', 'fast', '-w', 'stop']), 'stop the damaged server');
    started.splice(started.indexOf(live), 1);

    // 4. The base backup into a new directory, told where the WAL is and when to stop.
    must(spawnSync('cp', ['-a', base, recovered], { encoding: 'utf8' }), 'copy the base backup');
    fs.appendFileSync(
      path.join(recovered, 'postgresql.auto.conf'),
      `archive_mode = off\nrestore_command = 'cp ${archive}/%f %p'\nrecovery_target_time = '${stamp?.at}'\n`,
    );
    fs.writeFileSync(path.join(recovered, 'recovery.signal'), '');
    givePostgres(recovered);
    const recoveredPort = await freePort();
    must(
      tool('pg_ctl', [
        '-D',
        recovered,
        '-l',
        path.join(recovered, 'server.log'),
        '-o',
        // At least the primary's max_connections (startDebianPostgres: 400), or recovery stops.
        `-c port=${recoveredPort} -c unix_socket_directories=${recovered} -c listen_addresses=127.0.0.1 -c max_connections=400`,
        '-w',
        'start',
      ]),
      `start the recovery (${fs.existsSync(path.join(recovered, 'server.log')) ? fs.readFileSync(path.join(recovered, 'server.log'), 'utf8').slice(-1500) : 'no log'})`,
    );
    started.push(recovered);
    const again = url.replace(`:${port}/`, `:${recoveredPort}/`);

    // 5. Paused at the target: the morning's work is there, the mistake is not.
    await expect
      .poll(
        async () => (await query<{ paused: boolean }>(again, 'select pg_is_wal_replay_paused() as paused'))[0]?.paused,
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    const kept = await query<{ username: string; status: string }>(
      again,
      `select username, status from users where username like 'kept%' order by username`,
    );
    expect(kept).toEqual([
      { username: 'kept1', status: 'active' },
      { username: 'kept2', status: 'active' },
    ]);

    // 6. Checked: resumed, it leaves recovery and takes writes; the ledger audit holds.
    await query(again, 'select pg_wal_replay_resume()');
    await expect
      .poll(async () => (await query<{ r: boolean }>(again, 'select pg_is_in_recovery() as r'))[0]?.r, {
        timeout: 30_000,
      })
      .toBe(false);
    await query(again, member('after1'));
    const recoveredDb = createDb(again, { max: 2 });
    try {
      expect((await new LedgerService(new LedgerRepository(recoveredDb)).audit()).ok).toBe(true);
    } finally {
      await recoveredDb.destroy();
    }
  }, 120_000);
});
