import { ADMIN_CALLS, adminChains } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/calls.ts';
import { type LiveFixture, liveApp } from '../../test/console.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 22, fault 14: in live mode a chain is drawn from only once the operator has set its salt
 * (after its terminal hash was published); until then the game pauses. Demo draws its own salt.
 */
let live: TestApp;
let chief: Caller;
let chiefStepUp: LiveFixture['chiefStepUp'];
let demo: TestApp;
beforeAll(async () => {
  ({ t: live, chief, chiefStepUp } = await liveApp({ SCHEDULER: 'false' }));
  demo = await createTestApp({ SCHEDULER: 'false' });
});
afterAll(async () => {
  await Promise.all([live?.close(), demo?.close()]);
});

/** The current slot's round, waiting out the gap between slots. */
async function current(t: TestApp, gameType: 1 | 2) {
  for (let i = 0; i < 100; i++) {
    const round = await t.services.rounds.ensureCurrent(gameType, Date.now());
    if (round) return round;
    const slot = t.services.rounds.slot(gameType, Date.now());
    // Inside a slot and still nothing: the game is paused.
    if (Date.now() < slot.closesAt.getTime() - 500 && Date.now() >= slot.opensAt.getTime()) return undefined;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

describe('a live chain without its salt', () => {
  it('draws nothing: the game pauses and the console shows the chain waiting for its salt', async () => {
    expect(await current(live, 1)).toBeUndefined();
    const chains = (await chief.ok(adminChains, {})).filter((c) => c.game_type === 1);
    expect(chains).toHaveLength(1);
    expect(chains[0]).toMatchObject({ salt: '', salt_editable: true, active: false, used: 0 });
    const rounds = await live.db.selectFrom('rounds').select('id').where('game_type', '=', 1).execute();
    expect(rounds).toEqual([]);

    // The operator sets the salt: the next slot opens a round drawn from that chain.
    await chief.ok(ADMIN_CALLS.adminSetSalt, {
      chain_id: chains[0]?.id ?? 0,
      salt: 'f00dfeed12345678',
      origin: 'block 900,000',
      ...chiefStepUp(),
    });
    const round = await current(live, 1);
    expect(round?.chain_id).toBe(chains[0]?.id);
    // The salt is in the commitment log (issue 27), and the chain's first round opened after it.
    const log = await live.db
      .selectFrom('commitments')
      .selectAll()
      .where('chain_id', '=', chains[0]?.id ?? 0)
      .execute();
    expect(log.map((e) => [e.kind, e.salt])).toEqual([
      ['chain', ''],
      ['salt', 'f00dfeed12345678'],
    ]);
    expect(round?.opens_at.getTime()).toBeGreaterThanOrEqual(log[1]?.created_at.getTime() ?? Infinity);
  });

  it('in demo mode draws at once from a chain with a salt of its own', async () => {
    const round = await current(demo, 1);
    const chain = await demo.db
      .selectFrom('chains')
      .selectAll()
      .where('id', '=', round?.chain_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(chain.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(chain.salt_origin).toBe('random at chain creation (demo mode)');
  });
});
