import { adminCreateStaff, adminEndStaffSessions, login } from '@roundhouse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { Turns } from '../../db/turns.ts';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { bursts } from '../../test/bursts.ts';
import { caller } from '../../test/calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Changes of staff accounts wait for each other on one lock in the database: they take turns in
 * the process first (Turns), so a burst of them stuck behind that lock holds one connection of the
 * pool, not all of them, and no request waits past the pool's acquire timeout (1014).
 */
describe('Turns', () => {
  it('runs the work of a key one after another, in order, past a failure, and forgets an idle key', async () => {
    const turns = new Turns<string>();
    const ran: string[] = [];
    let running = 0;
    const work =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(name);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const answers = await Promise.allSettled([
      turns.run('a', work('first')),
      turns.run('a', work('second', true)),
      turns.run('a', work('third')),
    ]);
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const other = new Turns<string>();
    const both = await Promise.all([other.run('x', async () => 1), other.run('y', async () => 2)]);
    expect(both).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((other as unknown as { last: Map<string, unknown> }).last.size).toBe(0);
  });
});

describe('a burst of staff changes behind a held lock, on a pool of 5', () => {
  let t: TestApp;
  let base: string;
  let held: Db;
  let admin: string;
  let colleague: number;
  beforeAll(async () => {
    t = await createTestApp({ SCHEDULER: 'false', DB_POOL_SIZE: '5', DB_ACQUIRE_TIMEOUT_MS: '1000' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await caller(t.app).ok(login, DEMO_OPERATOR)).token;
    const made = await caller(t.app, admin).ok(adminCreateStaff, {
      username: 'turnscolleague',
      password: 'Secret123',
      role: 'viewer',
      confirm: DEMO_OPERATOR.password,
    });
    colleague = made.id;
    held = createDb(t.url, { max: 1 });
  });
  afterAll(async () => {
    await held?.destroy();
    await t?.close();
  });

  it('answers every one, none busy, while the app serves everyone else', async () => {
    const { burst, expectAnswered } = bursts(() => base, 40);
    // Someone else holds the colleague's row for 2.5 s: twice the pool's acquire timeout.
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = held.transaction().execute(async (trx) => {
      await sql`select id from users where id = ${colleague} for update`.execute(trx);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 2500));
    });
    await lockTaken;
    const answers = expectAnswered(
      await burst(adminEndStaffSessions, () => ({ user_id: colleague, token: admin })),
      10_000,
    );
    await holding;
    expect(answers.every((a) => a.code === 1)).toBe(true);
  });
});
