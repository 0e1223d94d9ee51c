import { order, recharge } from '@roundhouse/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rowCount } from '../../test/db-checks.ts';
import { given, openRoundNow } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';
import { RetentionRepository } from './retention.repository.ts';
import { RETENTION_BATCH, RetentionService } from './retention.service.ts';

/** Issue 25: the tables that grow with traffic stay bounded, and an old retry is never applied twice. */
const t = fileTestApp({ SCHEDULER: 'false' });

const DAY = 86_400_000;
const PER_DAY = 1500; // more than a batch: every table needs several statements a day

/** A day of traffic at `at`: sessions opened and left, rate-limit windows, SMS codes, request keys. */
async function dayOfTraffic(at: Date, userId: number, day: number) {
  const rows = Array.from({ length: PER_DAY }, (_, i) => i);
  const stamp = at.toISOString();
  await sql`
    insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
    select ${userId}, sha256(convert_to(${`${day}`} || '-' || i, 'UTF8')), ${stamp}::timestamptz, ${stamp}::timestamptz,
           ${stamp}::timestamptz + interval '1 hour'
    from unnest(${rows}::int[]) as i`.execute(t.db);
  await sql`
    insert into rate_limits (bucket, window_started_at, hits)
    select 'login-ip:10.' || ${day} || '.' || i, ${stamp}::timestamptz, 1 from unnest(${rows}::int[]) as i`.execute(
    t.db,
  );
  await sql`
    insert into sms_codes (phone_key, code_hash, sent_at, expires_at)
    select '852' || ${day} || '-' || i, 'x', ${stamp}::timestamptz, ${stamp}::timestamptz + interval '5 minutes'
    from unnest(${rows}::int[]) as i`.execute(t.db);
  await sql`
    insert into request_keys (user_id, request_id, operation, fingerprint, created_at)
    select ${userId}, 'month-' || ${day} || '-' || i, 'order', 'f', ${stamp}::timestamptz from unnest(${rows}::int[]) as i`.execute(
    t.db,
  );
}

describe('retention (issue 25)', () => {
  it('keeps a simulated month of traffic bounded: a day of ended sessions, limits and codes, 7 days of keys', async () => {
    const member = await given(t).user();
    const start = Date.now() - 31 * DAY;
    const sizes: number[][] = [];
    for (let day = 0; day < 30; day++) {
      const at = new Date(start + day * DAY);
      await dayOfTraffic(at, member.id, day);
      // The leader's run at the end of that day, the clock moved there.
      const retention = new RetentionService({
        repo: new RetentionRepository(t.db),
        rules: { requestKeyDays: 7, sessionIdleMinutes: 30, signInDays: 180 },
        now: () => at.getTime() + DAY - 1000,
      });
      await retention.run();
      sizes.push(
        await Promise.all(
          (['sessions', 'rate_limits', 'sms_codes', 'request_keys'] as const).map((table) => rowCount(t.db, table)),
        ),
      );
    }
    const [sessions, limits, codes, keys] = [0, 1, 2, 3].map((i) => Math.max(...sizes.map((s) => s[i] ?? 0)));
    // Ended the day they were made, kept a day: at most two days' rows (plus the member's own).
    expect(sessions).toBeLessThanOrEqual(2 * PER_DAY + 5);
    expect(limits).toBeLessThanOrEqual(2 * PER_DAY + 5);
    expect(codes).toBeLessThanOrEqual(2 * PER_DAY + 5);
    // Seven days of request keys, and the eighth until its day ends.
    expect(keys).toBeLessThanOrEqual(8 * PER_DAY + 5);
    expect(keys).toBeGreaterThanOrEqual(7 * PER_DAY);
    expect(PER_DAY).toBeGreaterThan(RETENTION_BATCH);
    // The last day's figures are the steady state, not a table still growing.
    expect(sizes.at(-1)?.[3]).toBe(sizes.at(-8)?.[3]);
  }, 120_000);

  it('refuses a retry whose request key is gone (3081): the money moved once, never twice', async () => {
    const member = await given(t).user({ cash: 1000 });
    const round = await openRoundNow(t, 1);
    const body = {
      gameid: round.id,
      roomid: 1,
      order_info: [[0, 1.95, 20]] as [number, number, number][],
      request_id: 'old-order-0001',
    };
    const first = await member.ok(order, body);
    const deposit = { money: 500, request_id: 'old-recharge-0001' };
    await member.ok(recharge, deposit);
    // Eight days later the keys are gone.
    await sql`delete from request_keys where user_id = ${member.id}`.execute(t.db);
    const again = await member.fail(order, body);
    expect(again.errCode).toBe(3081);
    expect((await member.fail(recharge, deposit)).errCode).toBe(3081);
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', member.id).execute();
    expect(orders.map((o) => o.id)).toEqual(first.orders);
    const txns = await t.db
      .selectFrom('ledger_txns')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', member.id)
      .where('request_id', '=', 'old-recharge-0001')
      .executeTakeFirstOrThrow();
    expect(Number(txns.n)).toBe(1);
  });

  it("removes members' sign-ins older than SIGN_IN_DAYS, in batches, and keeps the rest", async () => {
    const member = await given(t).user();
    const signIns = (count: number, daysAgo: number) =>
      sql`insert into sign_ins (user_id, at, ip, user_agent, result)
        select ${member.id}, now() - make_interval(days => ${daysAgo}), '198.51.100.' || (i % 250), 'test', 'ok'
        from generate_series(1, ${count}) as i`.execute(t.db);
    await signIns(PER_DAY, 200);
    await signIns(3, 179);
    await signIns(2, 0);
    const retention = new RetentionService({
      repo: new RetentionRepository(t.db),
      rules: { requestKeyDays: 7, sessionIdleMinutes: 30, signInDays: 180 },
    });
    const removed = await retention.run();
    expect(removed.signIns).toBe(PER_DAY);
    const left = await t.db
      .selectFrom('sign_ins')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', member.id)
      // The rows written here (the member's registration is a sign-in of its own, today's).
      .where('user_agent', '=', 'test')
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(5);
  });
});
