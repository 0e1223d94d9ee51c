import { type Kysely, sql } from 'kysely';

/**
 * Issue 25, retention: request keys are the biggest table after orders and are removed by age in
 * small batches. A BRIN index on their time is a few pages for millions of rows and costs the
 * order path almost nothing to keep (rows arrive in time order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index request_keys_created on request_keys using brin (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index request_keys_created`.execute(db);
}
