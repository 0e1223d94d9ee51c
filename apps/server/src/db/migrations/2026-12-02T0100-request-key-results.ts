import { type Kysely, sql } from 'kysely';

/**
 * A console create (a room, a product, an article, a banner) sent again under its request id answers
 * the row the first one made: the key keeps that row's id. Null for every other key (a money call
 * finds its first result by the request id its own table keeps). Adding a nullable column without a
 * default rewrites nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table request_keys add column result_id bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table request_keys drop column result_id`.execute(db);
}
