import {
  getPlayLimits,
  getPlayStats,
  getuserinfo,
  order,
  recharge,
  selfExclude,
  setPlayLimit,
  setPlayReminder,
} from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

const STARTER_DIGITS = 1; // odds 1.95, minbuy 20
const HOUR = 3_600_000;

const t = fileTestApp({ SCHEDULER: 'false' }, { clock: () => now });
let now = Date.now();
let roundId: number;
beforeAll(async () => {
  roundId = (await given(t).openRound(1, 30)).id;
});

const buy = (price: number) => ({
  gameid: roundId,
  roomid: STARTER_DIGITS,
  order_info: [[0, 1.95, price]] as [number, number, number][],
});

describe('loss limit', () => {
  it('refuses an order that would pass it, with what is left, and changes nothing', async () => {
    const member = await given(t).user({ cash: 1000 });
    const limits = await member.ok(setPlayLimit, { kind: 'loss', amount: 100, period: 'day' });
    expect(limits.loss).toEqual({ amount: 100, period: 'day', pending: null, left: 100 });
    await member.ok(order, buy(60));
    expect(await member.fail(order, buy(60))).toMatchObject({ errCode: 3031 });
    const refused = await member.fail(order, buy(60));
    expect(refused.info).toBe('This order would exceed your loss limit: $40.00 left in this period');
    expect((await member.ok(getuserinfo, {})).money).toBe(940);
    await member.ok(order, buy(40));
    expect((await member.ok(getPlayLimits, {})).loss.left).toBe(0);
  });

  it('holds under a burst: 10 orders of 20 at once against a limit of 100 → exactly 5', async () => {
    const member = await given(t).user({ cash: 1000 });
    await member.ok(setPlayLimit, { kind: 'loss', amount: 100, period: 'week' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call(order, { ...buy(20), token: member.token })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.data?.errCode === 3031)).toHaveLength(5);
    expect((await member.ok(getuserinfo, {})).money).toBe(900);
  });
});

describe('deposit limit', () => {
  it('refuses a recharge past it, also under a burst', async () => {
    const member = await given(t).user();
    await member.ok(setPlayLimit, { kind: 'deposit', amount: 1500, period: 'day' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(recharge, { money: 500, token: member.token })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.data?.errCode === 3032)).toHaveLength(2);
    expect((await member.ok(getuserinfo, {})).money).toBe(1500);
    expect((await member.ok(getPlayLimits, {})).deposit.left).toBe(0);
  });
});

describe('changing a limit', () => {
  it('lowers at once and raises or removes only after 24 hours', async () => {
    const member = await given(t).user({ cash: 5000 });
    await member.ok(setPlayLimit, { kind: 'loss', amount: 100, period: 'day' });
    // Raising waits: the 100 holds, the 1,000 is pending.
    const raised = await member.ok(setPlayLimit, { kind: 'loss', amount: 1000, period: 'day' });
    expect(raised.loss).toMatchObject({ amount: 100, pending: { amount: 1000, period: 'day' } });
    expect(new Date(raised.loss.pending?.from ?? 0).getTime()).toBe(now + 24 * HOUR);
    expect(await member.fail(order, buy(200))).toMatchObject({ errCode: 3031 });
    // A day week limit of the same amount is stricter (a longer window): at once.
    const week = await member.ok(setPlayLimit, { kind: 'loss', amount: 100, period: 'week' });
    expect(week.loss).toMatchObject({ amount: 100, period: 'week', pending: null });
    // Removing waits too.
    const removed = await member.ok(setPlayLimit, { kind: 'loss', amount: null, period: 'week' });
    expect(removed.loss).toMatchObject({ amount: 100, pending: { amount: null } });
    now += 23 * HOUR;
    expect(await member.fail(order, buy(200))).toMatchObject({ errCode: 3031 });
    now += HOUR + 1000;
    expect((await member.ok(getPlayLimits, {})).loss).toEqual({
      amount: null,
      period: 'week',
      pending: null,
      left: null,
    });
    await member.ok(order, buy(200));
    // Lowering again: at once.
    await member.ok(setPlayLimit, { kind: 'loss', amount: 50, period: 'day' });
    expect((await member.ok(getPlayLimits, {})).loss.amount).toBe(50);
  });

  it('refuses amounts and periods out of range with 1001 naming the field', async () => {
    const member = await given(t).user();
    for (const [body, field] of [
      [{ kind: 'loss', amount: 0, period: 'day' }, 'amount'],
      [{ kind: 'loss', amount: -5, period: 'day' }, 'amount'],
      [{ kind: 'loss', amount: 1e12, period: 'day' }, 'amount'],
      [{ kind: 'loss', amount: 100, period: 'month' }, 'period'],
      [{ kind: 'bets', amount: 100, period: 'day' }, 'kind'],
    ] as const) {
      expect(await member.fail(setPlayLimit, body as never), JSON.stringify(body)).toMatchObject({
        errCode: 1001,
        field,
      });
    }
    for (const minutes of [0, 4, 241, 1.5, 'x']) {
      expect(await member.fail(setPlayReminder, { minutes } as never)).toMatchObject({
        errCode: 1001,
        field: 'minutes',
      });
    }
    for (const days of [0, 2, 365, '7']) {
      expect(await member.fail(selfExclude, { days } as never)).toMatchObject({ errCode: 1001, field: 'days' });
    }
    expect(await member.ok(getPlayLimits, {})).toMatchObject({
      loss: { amount: null },
      reminder_minutes: null,
      excluded_until: null,
    });
  });
});

describe('self-exclusion', () => {
  it('blocks orders and recharges until it ends, and cannot be shortened', async () => {
    const member = await given(t).user({ cash: 1000 });
    const week = await member.ok(selfExclude, { days: 7 });
    expect(new Date(week.excluded_until ?? 0).getTime()).toBe(now + 7 * 24 * HOUR);
    expect(await member.fail(order, buy(20))).toMatchObject({ errCode: 3030 });
    expect(await member.fail(recharge, { money: 500 })).toMatchObject({ errCode: 3030 });
    // A shorter one later keeps the longer.
    const day = await member.ok(selfExclude, { days: 1 });
    expect(day.excluded_until).toBe(week.excluded_until);
    expect((await member.ok(getuserinfo, {})).money).toBe(1000);
    now += 7 * 24 * HOUR + 1000;
    expect((await member.ok(getPlayLimits, {})).excluded_until).toBeNull();
    await member.ok(recharge, { money: 500 });
  });
});

describe('reminder and my play', () => {
  it('keeps the reminder and gives the play totals with the realised return', async () => {
    const member = await given(t).user({ cash: 1000 });
    expect((await member.ok(setPlayReminder, { minutes: 30 })).reminder_minutes).toBe(30);
    expect((await member.ok(setPlayReminder, { minutes: null })).reminder_minutes).toBeNull();
    const before = await member.ok(getPlayStats, {});
    expect(before.all).toEqual({ stake: 0, payout: 0, net: 0, rounds: 0, return_pct: null });
    expect(before.rtp).toEqual({ min: 97.5, max: 98 });

    const round = await given(t).openRound(2);
    await member.ok(order, {
      gameid: round.id,
      roomid: 2,
      order_info: [
        [0, 1.95, 100],
        [1, 1.95, 100],
      ],
    });
    await given(t).settleNow(round.id);
    const stats = await member.ok(getPlayStats, { since: new Date(Date.now() - 60_000).toISOString() });
    const played = { stake: 200, payout: 195, net: -5, rounds: 1, return_pct: 97.5 };
    expect(stats.all).toEqual(played);
    expect(stats.since).toEqual(played);
    expect((await member.ok(getPlayStats, { since: new Date(Date.now() + 60_000).toISOString() })).since?.rounds).toBe(
      0,
    );
  });
});
