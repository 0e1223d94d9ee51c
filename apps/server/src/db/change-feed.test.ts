import { getGameinfo, getuserinfo, logout } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { given } from '../test/given.ts';
import { fileTestApp } from '../test/test-app.ts';

// The app as `npm start` runs it: sessions, rooms, rounds and settings served from memory while
// the database's change notifications are heard, and dropped when the database says they changed.
const t = fileTestApp({ SCHEDULER: 'false' }, { changes: true });
beforeAll(async () => {
  await given(t).openRound(1);
});

/** Polls `check` until it holds (a notification is asynchronous), for at most two seconds. */
async function within2s(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('memory kept by the change feed', () => {
  it('ends a session at logout at once, whatever memory held it', async () => {
    const member = await given(t).user();
    await member.ok(getuserinfo, {});
    await member.ok(getuserinfo, {});
    await member.ok(logout, {});
    expect(await member.fail(getuserinfo, {})).toMatchObject({ code: 409 });
  });

  it('sees a member frozen or promoted in the database by someone else (another process, the console)', async () => {
    const member = await given(t).user();
    expect((await member.ok(getuserinfo, {})).level).toBe(0);
    await t.db.updateTable('users').set({ level: 3 }).where('id', '=', member.id).execute();
    expect(await within2s(async () => (await member.ok(getuserinfo, {})).level === 3)).toBe(true);
    await t.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', member.id).execute();
    expect(await within2s(async () => (await t.call(getuserinfo, { token: member.token })).code === 403)).toBe(true);
  });

  it('sees new odds and a closed round as soon as the database has them', async () => {
    const member = await given(t).user();
    expect((await member.ok(getGameinfo, { roomid: 1 })).room.rate0).toBe(1.95);
    await t.db.updateTable('rooms').set({ rate0_bp: 19_400 }).where('id', '=', 1).execute();
    expect(await within2s(async () => (await member.ok(getGameinfo, { roomid: 1 })).room.rate0 === 1.94)).toBe(true);
    await t.db.updateTable('rooms').set({ rate0_bp: 19_500 }).where('id', '=', 1).execute();

    expect((await member.ok(getGameinfo, { roomid: 1 })).game.status).toBe('open');
    await t.db
      .updateTable('rounds')
      .set({ status: 'closed' })
      .where('game_type', '=', 1)
      .where('status', '=', 'open')
      .execute();
    expect(await within2s(async () => (await member.ok(getGameinfo, { roomid: 1 })).game.status === 'closed')).toBe(
      true,
    );
  });
});
