import { type Kysely, sql } from 'kysely';

/**
 * VIP levels (issue 10): a member's level follows their lifetime settled stake against the
 * thresholds in app settings (`vip_levels`), unless an operator set an override, which wins.
 * `users.level` stays the effective level every check reads; settlement keeps it current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column settled_stake_cents bigint not null default 0 check (settled_stake_cents >= 0)`.execute(
    db,
  );
  await sql`alter table users add column vip_override smallint check (vip_override between 0 and 8)`.execute(db);
  // Levels set before this existed were set by hand: they become overrides, so nobody loses one.
  await sql`update users set vip_override = level where level > 0`.execute(db);
  // Orders settled before this existed count too.
  await sql`
    update users u set settled_stake_cents = s.stake
    from (select user_id, sum(amount_cents) as stake from orders where status in ('won', 'lost') group by user_id) s
    where s.user_id = u.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column vip_override`.execute(db);
  await sql`alter table users drop column settled_stake_cents`.execute(db);
}
