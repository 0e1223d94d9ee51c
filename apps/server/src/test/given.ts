import type { GameType } from '@roundhouse/game';
import { sql } from 'kysely';
import type { RoundRow } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * A round of `gameType` that is open now and stays open for `minutes`, whatever the slot timing
 * (for tests about orders, not about time). Waits out the gap between slots if it falls in one.
 */
export async function openRoundNow(t: TestApp, gameType: GameType, minutes = 10): Promise<RoundRow> {
  for (let i = 0; i < 50; i++) {
    const round = await t.services.rounds.ensureCurrent(gameType, Date.now());
    if (round) {
      return t.db
        .updateTable('rounds')
        .set({
          status: 'open',
          opens_at: sql<Date>`least(opens_at, now())`,
          closes_at: sql<Date>`greatest(closes_at, now() + make_interval(mins => ${minutes}))`,
        })
        .where('id', '=', round.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no slot opened a round');
}
