import { type Kysely, sql } from 'kysely';

/**
 * What is history stays history in the database too, below the code (as the ledger's entries do):
 * the console's audit log and the fairness commitment log are append-only; a round's commitment,
 * and once it is drawn its seed and numbers, never change, and its status only moves forward; nor
 * do a chain's game, seed, length and terminal hash, or an order's outcome, odds, stake and time.
 * (Someone with the database owner's rights can still drop a trigger: the verifier and the
 * commitment log's links are what catch that.) Decision 034. Current text: audit.sql.ts,
 * rounds.sql.ts, orders.sql.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function round_drawn_once() returns trigger language plpgsql as $body$
    begin
      if (new.game_type, new.seqno, new.chain_id, new.chain_index, new.commit_hash)
           is distinct from (old.game_type, old.seqno, old.chain_id, old.chain_index, old.commit_hash)
         or (old.seed is not null
           and (new.seed, new.num1, new.num2, new.num3, new.sum)
             is distinct from (old.seed, old.num1, old.num2, old.num3, old.sum)) then
        raise exception using errcode = 'restrict_violation',
          message = format('round %s: its commitment, and once drawn its seed and numbers, never change', old.id);
      end if;
      -- Open, closed, drawn, settled: never back (a drawn round open again would take orders on a
      -- known result).
      if array_position(array['open', 'closed', 'drawn', 'settled'], new.status::text)
           < array_position(array['open', 'closed', 'drawn', 'settled'], old.status::text) then
        raise exception using errcode = 'restrict_violation',
          message = format('round %s is %s: it cannot be %s again', old.id, old.status, new.status);
      end if;
      return new;
    end $body$`.execute(db);
  await sql`
    create trigger admin_audit_append_only before update or delete or truncate on admin_audit
      for each statement execute function refuse_change('written entries')`.execute(db);
  await sql`
    create trigger commitments_append_only before update or delete or truncate on commitments
      for each statement execute function refuse_change('written entries')`.execute(db);
  await sql`
    create trigger rounds_drawn_once
      before update of game_type, seqno, chain_id, chain_index, commit_hash, status, seed, num1, num2, num3, sum on rounds
      for each row execute function round_drawn_once()`.execute(db);
  // Where an order was placed never changed already (orders_placed_where): now what was ordered
  // neither, in the same one guard.
  await sql`drop trigger orders_placed_where on orders`.execute(db);
  await sql`
    create trigger orders_placed_kept
      before update of user_id, round_id, room_id, game_type, outcome, rate_bp, amount_cents, follow_of, request_id,
        created_at on orders
      for each statement execute function refuse_change('member, round, room, outcome, odds, stake and time')`.execute(
    db,
  );
  await sql`
    create trigger chains_committed before update of game_type, top_seed, length, terminal_hash on chains
      for each statement execute function refuse_change('game, seed, length and terminal hash')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger chains_committed on chains`.execute(db);
  await sql`drop trigger orders_placed_kept on orders`.execute(db);
  await sql`
    create trigger orders_placed_where before update of user_id, round_id, room_id on orders
    for each statement execute function refuse_change('member, round and room')`.execute(db);
  await sql`drop trigger rounds_drawn_once on rounds`.execute(db);
  await sql`drop trigger commitments_append_only on commitments`.execute(db);
  await sql`drop trigger admin_audit_append_only on admin_audit`.execute(db);
  await sql`drop function round_drawn_once`.execute(db);
}
