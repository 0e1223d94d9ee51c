import { type Commitment, commitmentHash, GENESIS } from '@roundhouse/verify';
import { type Kysely, sql } from 'kysely';

/**
 * Issue 27: the commitment log. Each chain's terminal hash (and its salt once set) is written here
 * before the chain's first round, each entry carrying the SHA-256 of the one before, so that the
 * newest entry's hash vouches for the whole log. `seq` is numbered by the writer under a lock, with
 * no gap (a sequence would leave gaps on rollback, and a verifier reads a gap as a removed entry).
 * The chains made before this migration are entered now, in their order, at their creation time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table commitments (
      seq integer primary key,
      kind text not null check (kind in ('chain', 'salt')),
      chain_id integer not null references chains (id),
      game_type smallint not null,
      terminal_hash text not null,
      length integer not null,
      salt text not null,
      salt_origin text not null,
      created_at timestamptz not null,
      prev text not null,
      hash text not null unique
    )`.execute(db);
  const chains = await sql<{
    id: number;
    game_type: number;
    terminal_hash: string;
    length: number;
    salt: string;
    salt_origin: string;
    created_at: Date;
  }>`select id, game_type, terminal_hash, length, salt, salt_origin, created_at from chains order by id`.execute(db);
  let prev = GENESIS;
  for (const [i, c] of chains.rows.entries()) {
    const entry: Omit<Commitment, 'hash'> = {
      seq: i + 1,
      kind: 'chain',
      chain_id: c.id,
      gametype: c.game_type,
      terminal_hash: c.terminal_hash,
      length: c.length,
      salt: c.salt,
      salt_origin: c.salt_origin,
      created_at: c.created_at.toISOString(),
      prev,
    };
    const hash = commitmentHash(entry);
    await sql`
      insert into commitments (seq, kind, chain_id, game_type, terminal_hash, length, salt, salt_origin, created_at, prev, hash)
      values (${entry.seq}, 'chain', ${c.id}, ${c.game_type}, ${c.terminal_hash}, ${c.length}, ${c.salt}, ${c.salt_origin},
              ${entry.created_at}::timestamptz, ${prev}, ${hash})`.execute(db);
    prev = hash;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table commitments`.execute(db);
}
