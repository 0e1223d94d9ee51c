import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/test-app.ts';
import { closeDb, createDb, type Executor, SecondConnectionInTransaction, withoutFlush } from './database.ts';
import { SETTINGS } from './embedded.ts';
import { steadySettings } from './pg-settings.mjs';

const t = fileTestApp({ SCHEDULER: 'false' });

describe('the pool inside a transaction', () => {
  it('refuses a second connection asked for inside a transaction (issue 22: pass the transaction down)', async () => {
    const attempt = t.db.transaction().execute(async () => {
      await sql`select 1`.execute(t.db);
    });
    await expect(attempt).rejects.toBeInstanceOf(SecondConnectionInTransaction);
  });

  it('serves queries through the transaction, and through the pool outside it', async () => {
    const inside = await t.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => (await sql<{ n: number }>`select 1 as n`.execute(trx)).rows[0]?.n);
    expect(inside).toBe(1);
    const after = await sql<{ n: number }>`select 2 as n`.execute(t.db);
    expect(after.rows[0]?.n).toBe(2);
  });

  it('marks isolated transactions too', async () => {
    const attempt = t.db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async () => sql`select 1`.execute(t.db));
    await expect(attempt).rejects.toBeInstanceOf(SecondConnectionInTransaction);
  });
});

describe('bigint values (issue 22, fault 21)', () => {
  it('reads a bigint as an exact number, and refuses one a float would round', async () => {
    const safe = await sql<{ n: number }>`select 9007199254740991::bigint as n`.execute(t.db);
    expect(safe.rows[0]?.n).toBe(Number.MAX_SAFE_INTEGER);
    await expect(sql`select 9007199254740993::bigint as n`.execute(t.db)).rejects.toThrow(/past 2\^53/);
    // The connection is fine afterwards, and a sum left numeric is exact.
    const sum = await sql<{
      s: string;
    }>`select sum(x) as s from (values (9007199254740991::bigint), (2::bigint)) v(x)`.execute(t.db);
    expect(BigInt(sum.rows[0]?.s ?? '0')).toBe(9007199254740993n);
  });
});

describe("the database server's settings (decision 033)", () => {
  it('runs with the steady settings of its version, and commits wait for their WAL on disk', async () => {
    const show = async (name: string) =>
      (await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(t.db)).rows[0]?.setting;
    expect(await show('synchronous_commit')).toBe('on');
    expect(await show('fsync')).toBe('on');
    const major = Math.floor(Number(await show('server_version_num')) / 10_000);
    // The embedded server's own list, or Debian's (TEST_POSTGRES=debian) started by its script.
    const wanted = process.env.TEST_POSTGRES === 'debian' ? steadySettings(major) : SETTINGS;
    expect(Object.keys(wanted)).toContain('max_wal_size');
    const running = Object.fromEntries(await Promise.all(Object.keys(wanted).map(async (k) => [k, await show(k)])));
    expect(running).toEqual(wanted);
  });
});

describe('a commit without waiting for the disk (decision 033)', () => {
  it('turns synchronous_commit off for the one statement that joins it, commits it, and leaves the pool as it was', async () => {
    const setting = async (db: Executor) =>
      (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(db)).rows[0]?.s;
    const { rows } = await sql<{ hits: number; s: string }>`
      insert into rate_limits (bucket, window_started_at, hits)
      select 'commit-test', now(), 7 from ${withoutFlush} as setting
      returning hits, current_setting('synchronous_commit') as s`.execute(t.db);
    expect(rows).toEqual([{ hits: 7, s: 'off' }]);
    // Outside any transaction block: the statement was its own transaction, and committed.
    const row = await t.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('bucket', '=', 'commit-test')
      .executeTakeFirst();
    expect(row?.hits).toBe(7);
    // The setting ends with its statement's transaction: every connection of the pool still waits for the disk.
    const after = await Promise.all(Array.from({ length: 4 }, () => setting(t.db)));
    expect(after).toEqual(['on', 'on', 'on', 'on']);
    // In a transaction of its own it ends with that transaction, not with the statement.
    const inside = await t.db.transaction().execute(async (trx) => {
      await sql`delete from rate_limits using ${withoutFlush} as setting where bucket = 'commit-test'`.execute(trx);
      return setting(trx);
    });
    expect(inside).toBe('off');
    expect(await setting(t.db)).toBe('on');
  });
});

describe('closing a pool', () => {
  it('answers once its connections have closed, so that a database stopped next cuts none', async () => {
    const name = `close${process.pid}`;
    const pool = createDb(`${t.url}${t.url.includes('?') ? '&' : '?'}application_name=${name}`, { max: 4 });
    await Promise.all([1, 2, 3, 4].map(() => sql`select pg_sleep(0.05)`.execute(pool)));
    const count = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from pg_stat_activity where application_name = ${name}`.execute(
            t.db,
          )
        ).rows[0]?.n,
      );
    expect(await count()).toBe(4);
    await closeDb(pool);
    // Not a moment later: at once, no backend of the pool is left.
    expect(await count()).toBe(0);
  });
});
