import { recharge, register } from '@roundhouse/contract';
import type { GameType } from '@roundhouse/game';
import { sql } from 'kysely';
import type { RoundRow } from '../db/schema.ts';
import { type Caller, caller } from './calls.ts';
import { registerBody, type TestApp, uniqueName } from './test-app.ts';

/** A valid TRON address, for a member's USDT-TRC withdrawal card. */
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface Member extends Caller {
  id: number;
  username: string;
  password: string;
  payPwd: string;
  token: string;
}

/**
 * Fixtures built through the API, the way a member would come to exist (register, then recharge),
 * with a level set directly where no call sets it yet (the operator console will).
 */
export function given(t: TestApp) {
  /** Ends a round now, as its slot would: closed, then drawn. */
  const closeAndDraw = async (roundId: number): Promise<void> => {
    await t.db.updateTable('rounds').set({ closes_at: new Date() }).where('id', '=', roundId).execute();
    await t.services.rounds.closeDue(Date.now());
    await t.services.rounds.drawClosed();
  };
  return {
    async user(options: { cash?: number; level?: number } = {}): Promise<Member> {
      const username = uniqueName();
      const body = registerBody(username);
      const { token } = await caller(t.app).ok(register, body);
      const me = caller(t.app, token);
      // At most MAX_REQUEST_USD (1,000,000 by default) per recharge.
      for (let left = options.cash ?? 0; left > 0; left -= 1_000_000) {
        await me.ok(recharge, { money: Math.min(left, 1_000_000) });
      }
      const row = await t.db
        .updateTable('users')
        // A level given by a test is an operator's override, so settling rounds does not undo it.
        .set({ level: options.level ?? 0, vip_override: options.level ? options.level : null })
        .where('login_key', '=', username.toLowerCase())
        .returning('id')
        .executeTakeFirstOrThrow();
      // Written behind the app's back: forget the remembered session now rather than wait for the
      // change feed's notification (as the console's own changes do).
      t.services.auth.forget(row.id);
      return { ...me, id: row.id, username, password: body.password, payPwd: body.payPwd, token };
    },

    /** A round of `gameType` open now for `minutes`, whatever the slot timing. */
    openRound: (gameType: GameType, minutes = 10) => openRoundNow(t, gameType, minutes),

    closeAndDraw,

    /** Ends a round now and settles it, as the scheduler would; what settle answered. */
    async settleNow(roundId: number) {
      await closeAndDraw(roundId);
      return t.services.settlement.settle(roundId);
    },
  };
}

/**
 * A round of `gameType` that is open now and stays open for `minutes`, whatever the slot timing
 * (for tests about orders, not about time). Waits out the gap between slots if it falls in one; when
 * the test has ended this slot's round already, a later slot's round is opened now.
 */
export async function openRoundNow(t: TestApp, gameType: GameType, minutes = 10): Promise<RoundRow> {
  // The gap between slots is ROUND_GAP_SECONDS (5 s by default): wait it out, with room to spare
  // on a busy machine.
  const deadline = Date.now() + (t.config.ROUND_GAP_SECONDS + 10) * 1000;
  // The slot asked for: now, or a later one when the test has already ended this slot's round (a
  // round never opens again once closed: the database holds it to that).
  let at = Date.now();
  while (Date.now() < deadline) {
    at = Math.max(at, Date.now());
    const round = await t.services.rounds.ensureCurrent(gameType, at);
    if (!round && t.config.APP_MODE === 'live') {
      // Live mode pauses until the operator salts the chain: a test salts it as they would.
      await t.db
        .updateTable('chains')
        .set({ salt: 'a1b2c3d4e5f60718', salt_origin: 'set by the test' })
        .where('salt', '=', '')
        .execute();
      continue;
    }
    if (round && round.status !== 'open') {
      // Ended by the test: the next slot's round.
      at = t.services.rounds.slot(gameType, at).closesAt.getTime() + 1;
      continue;
    }
    if (!round && at > Date.now()) {
      // A later slot's gap: step over it.
      at += 1000;
      continue;
    }
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
