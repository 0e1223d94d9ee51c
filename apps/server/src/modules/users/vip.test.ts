import { adminSetVip, getGamecancel, getRoomList, getuserinfo, login, order } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { caller } from '../../test/calls.ts';
import { eventually } from '../../test/eventually.ts';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

const STARTER_DIGITS = 1; // odds 1.95, minbuy 20

const t = fileTestApp({ SCHEDULER: 'false' });

async function settleNow(roundId: number) {
  expect((await given(t).settleNow(roundId)).settled).toBe(true);
}

async function operator() {
  const { token } = await caller(t.app).ok(login, { username: 'operator', password: 'operator2026' });
  return caller(t.app, token);
}

describe('VIP levels', () => {
  it('follow the lifetime settled stake: cancelled orders do not count, a settled round does', async () => {
    const member = await given(t).user({ cash: 10_000 });
    const round = await given(t).openRound(1);
    const fresh = await member.ok(getuserinfo, {});
    expect(fresh).toMatchObject({ level: 0, vip: { stake: 0, override: false, next: { level: 1, stake: 1000 } } });

    // 600 on both rise and fall (one of them wins), 400 cancelled.
    await member.ok(order, {
      gameid: round.id,
      roomid: STARTER_DIGITS,
      order_info: [
        [0, 1.95, 300],
        [1, 1.95, 300],
      ],
    });
    const placed = await member.ok(order, { gameid: round.id, roomid: STARTER_DIGITS, order_info: [[2, 1.95, 400]] });
    await member.ok(getGamecancel, { roomid: STARTER_DIGITS, order_id: placed.orders[0] as number });
    await member.ok(order, { gameid: round.id, roomid: STARTER_DIGITS, order_info: [[3, 1.95, 400]] });
    expect((await member.ok(getuserinfo, {})).level).toBe(0);
    await settleNow(round.id);

    const after = await member.ok(getuserinfo, {});
    expect(after).toMatchObject({ level: 1, vip: { stake: 1000, override: false, next: { level: 2, stake: 5000 } } });
    // Level 1 opens the VIP hall: at once for getuserinfo (read from the row); for calls that read
    // the session's cached level, once this process heard the change (the feed, DESIGN.md §10).
    const opened = () =>
      member.ok(getRoomList, { roomtype: 1 }).then(
        () => true,
        () => false,
      );
    expect(await eventually(opened, 2000)).toBe(true);
    expect(await member.ok(getRoomList, { roomtype: 1 })).toHaveLength(2);
    // Settling again changes nothing.
    expect((await t.services.settlement.settle(round.id)).settled).toBe(false);
    expect((await member.ok(getuserinfo, {})).vip.stake).toBe(1000);
  });

  it('take an operator override, which wins until it is cleared', async () => {
    const member = await given(t).user({ cash: 10_000 });
    const op = await operator();
    expect(await op.ok(adminSetVip, { user_id: member.id, level: 3 })).toEqual({
      user_id: member.id,
      level: 3,
      override: true,
    });
    expect(await member.ok(getuserinfo, {})).toMatchObject({ level: 3, vip: { override: true, next: null } });
    // A settled round does not move an overridden level.
    const round = await given(t).openRound(1);
    await member.ok(order, { gameid: round.id, roomid: STARTER_DIGITS, order_info: [[0, 1.95, 2000]] });
    await settleNow(round.id);
    expect((await member.ok(getuserinfo, {})).level).toBe(3);
    // Cleared: the stake decides again (2,000 reaches level 1).
    expect(await op.ok(adminSetVip, { user_id: member.id, level: null })).toMatchObject({ level: 1, override: false });
    // Zero is an override too: no VIP hall, whatever the stake.
    expect(await op.ok(adminSetVip, { user_id: member.id, level: 0 })).toMatchObject({ level: 0, override: true });
    expect(await member.fail(getRoomList, { roomtype: 1 })).toMatchObject({ errCode: 2055 });
  });

  it("take effect on the member's very next call, without waiting for the change feed", async () => {
    const member = await given(t).user();
    const op = await operator();
    // Each time the member's session is remembered with the old level first (the VIP hall's check
    // reads it), so only forgetting it on commit makes the next call see the new one.
    for (let i = 0; i < 20; i += 1) {
      await op.ok(adminSetVip, { user_id: member.id, level: 2 });
      expect(
        await eventually(
          () =>
            member.ok(getRoomList, { roomtype: 1 }).then(
              () => true,
              () => false,
            ),
          2000,
        ),
      ).toBe(true);
      await op.ok(adminSetVip, { user_id: member.id, level: 0 });
      expect(await member.fail(getRoomList, { roomtype: 1 }), `round ${i}`).toMatchObject({ errCode: 2055 });
      expect(await member.ok(getRoomList, { roomtype: 2 })).not.toHaveLength(0);
    }
  });

  it('refuse a member, a visitor, an unknown member and a level out of range', async () => {
    const member = await given(t).user();
    expect(await member.fail(adminSetVip, { user_id: member.id, level: 8 })).toMatchObject({ errCode: 3004 });
    expect((await caller(t.app).fail(adminSetVip, { user_id: member.id, level: 8 })).code).toBe(409);
    const op = await operator();
    expect(await op.fail(adminSetVip, { user_id: 999_999, level: 1 })).toMatchObject({ errCode: 1002 });
    for (const level of [9, -1, 1.5, 'x']) {
      expect(await op.fail(adminSetVip, { user_id: member.id, level } as never), String(level)).toMatchObject({
        errCode: 1001,
        field: 'level',
      });
    }
    expect((await member.ok(getuserinfo, {})).level).toBe(0);
  });

  it('use the thresholds and names in app settings', async () => {
    const config = await t.services.settings.appConfig();
    const levels = config.vip_levels.map((l) => (l.level === 1 ? { ...l, stake: 100 } : l));
    await t.services.settings.update({ vip_levels: levels });
    const member = await given(t).user({ cash: 1000 });
    const round = await given(t).openRound(1);
    await member.ok(order, { gameid: round.id, roomid: STARTER_DIGITS, order_info: [[0, 1.95, 100]] });
    await settleNow(round.id);
    expect((await member.ok(getuserinfo, {})).level).toBe(1);
    // Thresholds out of order are refused.
    const bad = config.vip_levels.map((l) => (l.level === 2 ? { ...l, stake: 1 } : l));
    await expect(t.services.settings.update({ vip_levels: bad })).rejects.toThrow();
    await t.services.settings.update({ vip_levels: config.vip_levels });
  });
});
