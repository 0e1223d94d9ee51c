import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/test-app.ts';
import { SecondConnectionInTransaction } from './database.ts';

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
