import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { createDb } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * A consistent backup of the app's database while it serves (issue 25, decision 027): every table's
 * rows by COPY inside one REPEATABLE READ READ ONLY transaction (one snapshot: a ledger entry is in
 * it exactly when its transaction is), gzipped, with the migrations the data belongs to. The
 * embedded PostgreSQL ships no pg_dump, and Debian's (15) refuses a newer server, so the format is
 * our own: a header line, then each table as `TABLE name` followed by COPY's text rows and `\.`.
 */
const MAGIC = 'ROUNDHOUSE-BACKUP 1';
const END = '\\.';
const SKIP = new Set(['kysely_migration', 'kysely_migration_lock']);

interface Header {
  created_at: string;
  server_version: string;
  migrations: string[];
  tables: string[];
  /** Each table's columns, in the order of its rows. */
  columns: Record<string, string[]>;
}

async function tables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name).filter((name) => !SKIP.has(name));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const listOf = (header: Header, table: string) => (header.columns[table] ?? []).map(quote).join(', ');

/** Writes the backup of `url` to `file`; answers the tables and rows written. */
export async function backupDatabase(url: string, file: string): Promise<{ tables: number; bytes: number }> {
  // The file first: a folder that does not exist or cannot be written is said before anything runs.
  const out = fs.createWriteStream(`${file}.partial`);
  await once(out, 'open').catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `cannot write the backup to ${file}: ${error.code === 'ENOENT' ? 'its folder does not exist' : error.message}`,
    );
  });
  const client = new pg.Client({ connectionString: url, application_name: 'roundhouse-backup' });
  // The database restarting mid-backup fails the query under way (and so the backup); the
  // connection's own error event, unheard, would end the process that takes it — the fleet's leader.
  client.on('error', () => {});
  await client.connect().catch((error: unknown) => {
    out.destroy();
    fs.rmSync(`${file}.partial`, { force: true });
    throw error;
  });
  const gzip = zlib.createGzip({ level: 6 });
  const written = pipeline(gzip, out);
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const applied = await client.query<{ name: string }>('select name from kysely_migration order by name');
    const version = await client.query<{ server_version: string }>('show server_version');
    const names = await tables(client);
    const columns = await client.query<{ tbl: string; col: string }>(
      `select c.relname as tbl, a.attname as col from pg_attribute a
         join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
    );
    const header: Header = {
      created_at: new Date().toISOString(),
      server_version: version.rows[0]?.server_version ?? '',
      migrations: applied.rows.map((r) => r.name),
      tables: names,
      columns: {},
    };
    for (const { tbl, col } of columns.rows) header.columns[tbl] = [...(header.columns[tbl] ?? []), col];
    await write(`${MAGIC}\n${JSON.stringify(header)}\n`);
    for (const name of names) {
      await write(`TABLE ${name}\n`);
      const rows = client.query(copyTo(`copy ${quote(name)} (${listOf(header, name)}) to stdout`));
      for await (const chunk of rows) if (!gzip.write(chunk)) await once(gzip, 'drain');
      await write(`${END}\n`);
    }
    await client.query('commit');
    gzip.end();
    await written;
    fs.renameSync(`${file}.partial`, file);
    return { tables: names.length, bytes: fs.statSync(file).size };
  } catch (error) {
    gzip.destroy();
    // The file's pipeline ends "premature" with it: the backup's error is the one to answer.
    await written.catch(() => {});
    fs.rmSync(`${file}.partial`, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** True when the database holds no table of ours (nothing migrated yet). */
export async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select 1 from pg_tables where schemaname = 'public' limit 1`);
    return rows.length === 0;
  } finally {
    await client.end();
  }
}

/**
 * Empties the public schema of a database nobody else uses: a server still running on it would keep
 * serving what it holds in memory (sessions, rounds, settings), as the rows go in without notifying.
 */
async function replaceable(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const others = Number(rows[0]?.n ?? 0);
    if (others > 0) {
      throw new Error(
        `${others} other connection${others === 1 ? '' : 's'} use${others === 1 ? 's' : ''} this database ` +
          '(a running Roundhouse?): stop every server on it, then restore',
      );
    }
    await admin.query('drop schema public cascade; create schema public');
  } finally {
    await admin.end();
  }
}

/**
 * Loads `file` into the database at `url`, which must be empty unless `force` (then the public
 * schema is dropped first, once the file is checked and no other connection uses the database). The schema is made by the migrations the backup names, the rows go in
 * with triggers off (no foreign-key order needed, no notifications), sequences move past the
 * highest ids, then any newer migration runs.
 */
export async function restoreDatabase(url: string, file: string, options: { force?: boolean } = {}) {
  // The file is read and checked before the database is touched: a wrong file never costs the data.
  // A file that cannot be read (missing, a folder, no permission) fails the reading, not the process.
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  let unreadable: Error | undefined;
  input.once('error', (error) => {
    unreadable = error;
    gunzip.destroy(error);
  });
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? undefined : (value as string);
  };
  // Not gzip at all fails inside the reader: the same answer as a gzip that is not ours.
  if ((await next().catch(() => undefined)) !== MAGIC) {
    throw new Error(unreadable ? `cannot read ${file}: ${unreadable.message}` : `${file} is not a Roundhouse backup`);
  }
  const header = JSON.parse((await next()) ?? '{}') as Header;
  const unknown = header.migrations.filter((name) => !(name in migrations));
  if (unknown.length) throw new Error(`the backup needs a newer Roundhouse (migrations ${unknown.join(', ')})`);
  if (!(await isEmptyDatabase(url))) {
    if (!options.force) throw new Error('the database is not empty: restore into an empty one, or pass --force');
    await replaceable(url);
  }

  // The schema as it was when the backup was taken.
  const db = createDb(url, { max: 1 });
  try {
    const last = header.migrations.at(-1);
    if (last) {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo(last);
      if (error) throw error;
    }
  } finally {
    await db.destroy();
  }

  const client = new pg.Client({ connectionString: url, application_name: 'roundhouse-restore' });
  await client.connect();
  let rows = 0;
  try {
    await client.query('begin');
    // Triggers (foreign keys, change notifications) off while the rows go in: they were checked
    // when written, and the snapshot is consistent.
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate ${header.tables.map(quote).join(', ')}`);
    for (let line = await next(); line !== undefined; line = await next()) {
      const name = /^TABLE (\S+)$/.exec(line)?.[1];
      if (!name || !header.tables.includes(name))
        throw new Error(`unexpected line in the backup: ${line.slice(0, 40)}`);
      const into = client.query(copyFrom(`copy ${quote(name)} (${listOf(header, name)}) from stdin`));
      for (let row = await next(); row !== END; row = await next()) {
        if (row === undefined) throw new Error(`the backup ends inside table ${name}`);
        rows += 1;
        if (!into.write(`${row}\n`)) await once(into, 'drain');
      }
      into.end();
      await once(into, 'finish');
    }
    // Every serial column's sequence moves past the highest id restored.
    const serials = await client.query<{ tbl: string; col: string; seq: string }>(`
      select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
      from pg_class c join pg_attribute a on a.attrelid = c.oid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
    for (const s of serials.rows) {
      await client.query(
        `select setval('${s.seq}', coalesce((select max(${quote(s.col)}) from ${quote(s.tbl)}), 0) + 1, false)`,
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return { tables: header.tables.length, rows, migrations: header.migrations.length, takenAt: header.created_at };
}
