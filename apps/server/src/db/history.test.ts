import { addbankcard, financeTransfer, order, withdraw } from '@roundhouse/contract';
import { cents } from '@roundhouse/game';
import { type RawBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../seed/demo.ts';
import { rowCount } from '../test/db-checks.ts';
import { given, TRON } from '../test/given.ts';
import { fileTestApp } from '../test/test-app.ts';

// What is history stays history in the database, whatever the code above it does (decision 034):
// the audit, commitment and interest logs are append-only; a round's commitment, and once drawn its
// seed and numbers, never change; nor a chain's seed and terminal hash, what an order was and a
// settled order's result, a deposit's or withdrawal's decision, a finance contract's terms.
const t = fileTestApp({ SCHEDULER: 'false' });
const RESTRICT = { code: '23001' };

/** Each statement is refused by the database's guards (23001, restrict_violation). */
async function refused(...changes: RawBuilder<unknown>[]): Promise<void> {
  for (const change of changes) await expect(change.execute(t.db)).rejects.toMatchObject(RESTRICT);
}

let drawn: number;
let open: number;
beforeAll(async () => {
  const round = await given(t).openRound(1);
  await given(t).closeAndDraw(round.id);
  drawn = round.id;
  open = (await given(t).openRound(2)).id;
  const operator = await t.db
    .selectFrom('users')
    .select('id')
    .where('login_key', '=', DEMO_OPERATOR.username)
    .executeTakeFirstOrThrow();
  const actor = { id: operator.id, username: DEMO_OPERATOR.username };
  await t.services.audit.record(t.db, actor, 'test.entry', 'test:1', null, { ok: true });
});

describe('history in the database', () => {
  it('keeps the audit and commitment logs as written: no update, delete or truncate', async () => {
    for (const table of ['admin_audit', 'commitments'] as const) {
      const rows = await rowCount(t.db, table);
      expect(rows).toBeGreaterThan(0);
      await refused(sql`update ${sql.table(table)} set created_at = created_at`);
      await refused(sql`delete from ${sql.table(table)}`);
      await refused(sql`truncate ${sql.table(table)}`);
      expect(await rowCount(t.db, table)).toBe(rows);
    }
    // Writing goes on.
    const entries = await rowCount(t.db, 'admin_audit');
    await t.db
      .insertInto('admin_audit')
      .values({ actor_id: 1, actor: 'test', action: 'test.more', target: 'test:2', before: null, after: null })
      .execute();
    expect(await rowCount(t.db, 'admin_audit')).toBe(entries + 1);
  });

  it("never changes a round's commitment, nor its seed and numbers once drawn; its status moves only forward", async () => {
    const before = await t.db.selectFrom('rounds').selectAll().where('id', '=', drawn).executeTakeFirstOrThrow();
    expect(before.seed).not.toBeNull();
    const other = ((before.num1 ?? 0) + 1) % 10;
    await refused(
      sql`update rounds set seed = ${'0'.repeat(64)} where id = ${drawn}`,
      sql`update rounds set num1 = ${other} where id = ${drawn}`,
      sql`update rounds set sum = sum + 1 where id = ${drawn}`,
      sql`update rounds set commit_hash = ${'f'.repeat(64)} where id = ${drawn}`,
      sql`update rounds set chain_index = chain_index + 1 where id = ${drawn}`,
      sql`update rounds set commit_hash = ${'f'.repeat(64)} where id = ${open}`,
    );
    const after = await t.db.selectFrom('rounds').selectAll().where('id', '=', drawn).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // Never back: a drawn round open again would take orders on a known result.
    await refused(sql`update rounds set status = 'open' where id = ${drawn}`);
    await refused(sql`update rounds set status = 'closed' where id = ${drawn}`);
    // Setting the same values is no change; the round still settles.
    await sql`update rounds set seed = seed, num1 = num1 where id = ${drawn}`.execute(t.db);
    await t.services.settlement.settle(drawn);
    expect((await t.db.selectFrom('rounds').select('status').where('id', '=', drawn).executeTakeFirst())?.status).toBe(
      'settled',
    );
    await refused(sql`update rounds set status = 'drawn' where id = ${drawn}`);
    // An open round is drawn once: its first seed and numbers go in.
    await given(t).closeAndDraw(open);
    const opened = await t.db.selectFrom('rounds').selectAll().where('id', '=', open).executeTakeFirstOrThrow();
    expect(opened.status).toBe('drawn');
    expect(opened.seed).not.toBeNull();
  });

  it("never changes an order's outcome, odds, stake or time, nor a settled order's result", async () => {
    const member = await given(t).user({ cash: 1000 });
    const round = await given(t).openRound(1);
    await member.ok(order, { gameid: round.id, roomid: 1, order_info: [[0, 1.95, 20]] });
    const placed = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    await refused(
      sql`update orders set outcome = 1 where id = ${placed.id}`,
      sql`update orders set rate_bp = 30000 where id = ${placed.id}`,
      sql`update orders set amount_cents = 1 where id = ${placed.id}`,
      sql`update orders set created_at = now() where id = ${placed.id}`,
    );
    expect(await t.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirst()).toEqual(placed);
    await given(t).settleNow(round.id);
    const settled = await t.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(['won', 'lost']).toContain(settled.status);
    // Settled: its status, payout and time are final.
    await refused(
      sql`update orders set status = 'open' where id = ${placed.id}`,
      sql`update orders set status = ${settled.status === 'won' ? 'lost' : 'won'} where id = ${placed.id}`,
      sql`update orders set payout_cents = payout_cents + 100 where id = ${placed.id}`,
      sql`update orders set settled_at = null where id = ${placed.id}`,
    );
    expect(await t.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirst()).toEqual(settled);
  });

  it("writes a deposit's or withdrawal's decision once: never another amount or member, never back to pending", async () => {
    const member = await given(t).user({ cash: 1000 });
    const card = await member.ok(addbankcard, { type: 'USDT-TRC', address: TRON });
    await member.ok(withdraw, { bank_id: card.id, money: 100, pwd: member.payPwd });
    const deposit = await t.db
      .insertInto('deposits')
      .values({
        user_id: member.id,
        amount_cents: cents(50),
        status: 'pending',
        reference: 'history',
        request_id: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const withdrawal = await t.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    for (const [table, id] of [
      ['deposits', deposit.id],
      ['withdrawals', withdrawal.id],
    ] as const) {
      // While pending: the decision's columns move, nothing else.
      await refused(sql`update ${sql.table(table)} set amount_cents = amount_cents + 1 where id = ${id}`);
      await refused(sql`update ${sql.table(table)} set user_id = 1 where id = ${id}`);
      await refused(sql`update ${sql.table(table)} set created_at = now() where id = ${id}`);
      await sql`update ${sql.table(table)} set status = 'rejected', decided_at = now(), note = 'history' where id = ${id}`.execute(
        t.db,
      );
      // Decided: nothing moves again.
      await refused(
        sql`update ${sql.table(table)} set status = 'pending', decided_at = null where id = ${id}`,
        sql`update ${sql.table(table)} set note = 'rewritten' where id = ${id}`,
        sql`update ${sql.table(table)} set decided_at = now() - interval '1 day' where id = ${id}`,
      );
      const row = await sql<{
        status: string;
        note: string;
      }>`select status, note from ${sql.table(table)} where id = ${id}`.execute(t.db);
      expect(row.rows[0]).toEqual({ status: 'rejected', note: 'history' });
    }
  });

  it("keeps a finance contract's terms; its payments never go back, nor a matured contract", async () => {
    const member = await given(t).user({ cash: 200_000 });
    await member.ok(financeTransfer, { amount: 150_000, pwd: member.payPwd });
    const contract = await t.db
      .selectFrom('finance_contracts')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    await refused(
      sql`update finance_contracts set principal_cents = principal_cents + 1 where id = ${contract.id}`,
      sql`update finance_contracts set daily_rate_ppm = daily_rate_ppm * 2 where id = ${contract.id}`,
      sql`update finance_contracts set matures_at = matures_at + interval '1 day' where id = ${contract.id}`,
      sql`update finance_contracts set paid_periods = paid_periods - 1 where id = ${contract.id}`,
    );
    // What moves, moves forward: a period paid, then matured — and matured it stays.
    await t.db
      .insertInto('finance_accruals')
      .values({ contract_id: contract.id, period: 1, amount_cents: cents(1) })
      .execute();
    await sql`update finance_contracts set paid_periods = 1, status = 'matured', next_accrual_at = null where id = ${contract.id}`.execute(
      t.db,
    );
    await refused(sql`update finance_contracts set status = 'active' where id = ${contract.id}`);
    await refused(
      sql`update finance_accruals set amount_cents = 2 where contract_id = ${contract.id}`,
      sql`delete from finance_accruals where contract_id = ${contract.id}`,
    );
    const kept = await t.db
      .selectFrom('finance_contracts')
      .selectAll()
      .where('id', '=', contract.id)
      .executeTakeFirst();
    expect(kept).toEqual({ ...contract, paid_periods: 1, status: 'matured', next_accrual_at: null });
  });

  it("never changes a chain's game, seed, length or terminal hash; its salt is the service's to guard", async () => {
    const chain = await t.db.selectFrom('chains').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await refused(
      sql`update chains set terminal_hash = ${'0'.repeat(64)} where id = ${chain.id}`,
      sql`update chains set top_seed = ${Buffer.alloc(32)} where id = ${chain.id}`,
      sql`update chains set length = length + 1 where id = ${chain.id}`,
      sql`update chains set game_type = 2 where id = ${chain.id}`,
    );
    expect(await t.db.selectFrom('chains').selectAll().where('id', '=', chain.id).executeTakeFirst()).toEqual(chain);
    await sql`update chains set salt_origin = salt_origin where id = ${chain.id}`.execute(t.db);
  });

  it("keeps a member's sign-ins as written, and none of the last 30 days can be removed", async () => {
    const member = await given(t).user();
    const signIn = (daysAgo: number) =>
      sql<{ id: string }>`insert into sign_ins (user_id, at, ip, user_agent, result)
        values (${member.id}, now() - make_interval(days => ${daysAgo}), '198.51.100.7', 'test', 'wrong_password')
        returning id`.execute(t.db);
    const fresh = (await signIn(29)).rows[0]?.id;
    const old = (await signIn(31)).rows[0]?.id;
    await refused(
      sql`update sign_ins set result = 'ok' where id = ${fresh}`,
      sql`update sign_ins set ip = null where id = ${old}`,
      sql`delete from sign_ins where id = ${fresh}`,
      sql`delete from sign_ins where user_id = ${member.id}`,
      sql`truncate sign_ins`,
    );
    // Retention's own removal: only what is older than 30 days.
    const removed = await sql`delete from sign_ins where id = ${old}`.execute(t.db);
    expect(Number(removed.numAffectedRows)).toBe(1);
    // The rows written here (the member's registration is a sign-in of its own, today's).
    const left = await t.db
      .selectFrom('sign_ins')
      .select('id')
      .where('user_id', '=', member.id)
      .where('user_agent', '=', 'test')
      .execute();
    expect(left.map((r) => Number(r.id))).toEqual([Number(fresh)]);
  });
});
