import { createHmac } from 'node:crypto';
import {
  type CallDef,
  current,
  type DrawResult,
  fairness,
  getGamecancel,
  getGameinfo,
  getGamelog,
  getLatestResults,
  getOrderinfo,
  getTrendData,
  getuserinfo,
  getVorder,
  getWinTicker,
  order,
  recharge,
  todayWinLost,
} from '@roundhouse/contract';
import { verifyRound } from '@roundhouse/game';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayStartAt } from '../../http/days.ts';
import { fileTestApp, registerUser } from '../../test/test-app.ts';
import { RoundScheduler } from '../scheduler/scheduler.ts';

let scheduler: RoundScheduler;
const SHORT = { GAME1_ROUND_SECONDS: '3', GAME2_ROUND_SECONDS: '3', ROUND_GAP_SECONDS: '1', SCHEDULER: 'false' };
const t = fileTestApp(SHORT);

beforeAll(async () => {
  scheduler = new RoundScheduler({ db: t.db, rounds: t.services.rounds, settlement: t.services.settlement });
});

async function player(money = 1000) {
  const user = await registerUser(t);
  const call = (def: CallDef, body: Record<string, unknown> = {}) => t.call(def, { ...body, token: user.token });
  if (money > 0) await call(recharge, { money: Math.max(500, money) });
  const balance = async () => (await call(getuserinfo)).data.money as number;
  return { ...user, call, balance };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the next round of a type to be open with at least `ms` left, and answers its info. */
async function openRound(u: Awaited<ReturnType<typeof player>>, roomid: number, ms = 900) {
  for (let i = 0; i < 40; i++) {
    await scheduler.tick();
    const info = await u.call(getGameinfo, { roomid });
    if (info.code === 1 && info.data.game.status === 'open' && Date.parse(info.data.game.closes_at) - Date.now() > ms) {
      return info.data;
    }
    await sleep(100);
  }
  throw new Error('no open round');
}

/** Ticks until the round is settled. */
async function settle(gametype: 1 | 2, seqno: number) {
  for (let i = 0; i < 60; i++) {
    await scheduler.tick();
    if ((await t.services.rounds.findBySeqno(gametype, seqno))?.status === 'settled') return;
    await sleep(100);
  }
  throw new Error('round not settled');
}

const STARTER_DIGITS = 1; // Digits · Starter: minbuy 20, odds 1.95

describe('a round from order to payout', () => {
  it('places, shows, cancels, follows and settles orders, paying winners stake × odds exactly', async () => {
    const a = await player(1000);
    const b = await player(1000);
    const info = await openRound(a, STARTER_DIGITS, 2000);
    expect(info.diff.minute * 60 + info.diff.second).toBeGreaterThan(0);
    expect(info.game.commit_hash).toMatch(/^[0-9a-f]{64}$/);
    const gameid = info.game.id;

    const placed = await a.call(order, {
      gameid,
      roomid: STARTER_DIGITS,
      order_info: [
        [0, 1.95, 10],
        [2, 1.95, 15],
      ],
    });
    expect(placed).toMatchObject({ code: 1, data: { total: 25, balance: 975 } });
    expect(placed.data.orders).toHaveLength(2);

    const seen = await b.call(getVorder, { roomid: STARTER_DIGITS });
    expect(seen.data.list).toHaveLength(2);
    expect(seen.data.list[0]).toMatchObject({ mine: false, money: 15, valuecn: 'Odd', rate: 1.95 });
    expect(seen.data.list[0].username).toMatch(/^\w\*\*\*\w$/);
    const since = await b.call(getVorder, { roomid: STARTER_DIGITS, order_id: seen.data.order_id });
    expect(since.data.list).toEqual([]);

    // Follow a's "odd" order: b copies its outcome and money at the room's current odds.
    const follow = await b.call(getOrderinfo, { order_id: placed.data.orders[1] });
    expect(follow.data).toMatchObject({ value: 2, money: 15, rate_current: 1.95, gameid, roomid: STARTER_DIGITS });
    const copied = await b.call(order, {
      gameid,
      roomid: STARTER_DIGITS,
      order_info: [[follow.data.value, follow.data.rate_current, 20]],
      follow_of: follow.data.id,
    });
    expect(copied.code).toBe(1);

    // Cancel: someone else's order is "not found" (1041); one's own is refunded in full.
    expect(
      (await b.call(getGamecancel, { roomid: STARTER_DIGITS, order_id: placed.data.orders[0] })).data.errCode,
    ).toBe(1041);
    const cancelled = await a.call(getGamecancel, {
      roomid: STARTER_DIGITS,
      order_id: placed.data.orders[0],
    });
    expect(cancelled.data).toEqual({ refunded: 10, balance: 985 });
    expect(
      (await a.call(getGamecancel, { roomid: STARTER_DIGITS, order_id: placed.data.orders[0] })).data.errCode,
    ).toBe(2003);

    await settle(1, info.game.seqno);
    const award = await a.call(current, { gameseq: info.game.seqno, gametype: 1 });
    const odd = award.data.result.sum % 2 === 1;
    expect(award.data.stake).toBe(15);
    expect(award.data.payout).toBe(odd ? 29.25 : 0);
    expect(await a.balance()).toBe(odd ? 985 + 29.25 : 985);
    expect(await b.balance()).toBe(odd ? 980 + 39 : 980);
    const log = await a.call(getGamelog, {});
    expect(log.data.map((o: { status: string }) => o.status).sort()).toEqual(
      ['cancelled', odd ? 'won' : 'lost'].sort(),
    );
    expect(log.data.find((o: { status: string }) => o.status !== 'cancelled').result).toMatch(/^\d+ · /);

    // After close, nothing more can be ordered or cancelled on that round.
    expect((await a.call(order, { gameid, roomid: STARTER_DIGITS, order_info: [[1, 1.95, 20]] })).data.errCode).toBe(
      1029,
    );
    const today = await a.call(todayWinLost);
    expect(today.data).toEqual({ win: odd ? 14.25 : -15, total: 15 });
  });
});

describe("a member's today and yesterday", () => {
  it('are their own days, by the tz_offset their browser sends; a bad offset is refused', async () => {
    const u = await player(1000);
    const info = await openRound(u, STARTER_DIGITS);
    const placed = await u.call(order, { gameid: info.game.id, roomid: STARTER_DIGITS, order_info: [[0, 1.95, 20]] });
    expect(placed.code).toBe(1);
    await settle(1, info.game.seqno);
    const row = await t.db
      .selectFrom('orders')
      .select(['created_at', 'payout_cents'])
      .where('id', '=', placed.data.orders[0])
      .executeTakeFirstOrThrow();
    const placedAt = row.created_at.getTime();
    const win = (Number(row.payout_cents) - 2000) / 100;

    // Six hours after the order: on a clock where both fall on one day it is today's result; on one
    // whose midnight came between, yesterday's (a UTC day would give one answer to everyone).
    const later = placedAt + 6 * 3_600_000;
    const id = (await u.call(getuserinfo)).data.id as number;
    const offsets = Array.from({ length: 29 }, (_, i) => (i - 14) * 60);
    const sameDay = offsets.find((o) => dayStartAt(later, o) === dayStartAt(placedAt, o)) as number;
    const nextDay = offsets.find((o) => dayStartAt(later, o) - dayStartAt(placedAt, o) === DAY_MS) as number;
    expect([sameDay, nextDay].every(Number.isInteger)).toBe(true);
    const at = async (offset: number) => ({
      today: await t.services.orderHistory.winLoss(id, 0, offset, later),
      yesterday: await t.services.orderHistory.winLoss(id, 1, offset, later),
    });
    const none = { win: 0, total: 0 };
    expect(await at(sameDay)).toEqual({ today: { win, total: 20 }, yesterday: none });
    expect(await at(nextDay)).toEqual({ today: none, yesterday: { win, total: 20 } });

    // Through the calls, on a clock at midday now: the order, placed moments ago, is today's.
    const now = Date.now();
    const midday = offsets.find(
      (o) => now - dayStartAt(now, o) > 9 * 3_600_000 && now - dayStartAt(now, o) < 15 * 3_600_000,
    );
    const today = await u.call(todayWinLost, { tz_offset: midday });
    expect(today.data).toEqual({ win, total: 20 });
    const trend = await u.call(getTrendData, { tz_offset: midday });
    expect(trend.data).toMatchObject({ todaywin: win, todaytotal: 20, yeswin: 0, yestotal: 0 });
    for (const bad of [841, -841, 1.5, '60']) {
      const refused = await u.call(todayWinLost, { tz_offset: bad });
      expect(refused.data).toMatchObject({ errCode: 1001, field: 'tz_offset' });
      expect((await u.call(getTrendData, { tz_offset: bad })).data).toMatchObject({
        errCode: 1001,
        field: 'tz_offset',
      });
    }
  });
});

describe('fairness and trend', () => {
  it('reveals a settled round’s seed, which an independent implementation turns into the same numbers', async () => {
    const u = await player(0);
    const info = await openRound(u, STARTER_DIGITS, 200);
    const before = await t.call(fairness, { gametype: 1, seqno: info.game.seqno });
    expect(before.data.rounds[0]).toMatchObject({ seed: null, numbers: null, commit_hash: info.game.commit_hash });
    await settle(1, info.game.seqno);
    const after = await t.call(fairness, { gametype: 1, seqno: info.game.seqno });
    const round = after.data.rounds[0];
    const chain = after.data.chains.find((c: { id: number }) => c.id === round.chain_id);
    expect(JSON.stringify(after.data)).not.toMatch(/top_seed/);
    const check = verifyRound({
      seed: round.seed,
      previousHash: round.commit_hash,
      salt: chain.salt,
      gameType: 1,
      settled: round.numbers,
    });
    expect(check.ok).toBe(true);
    // Independent: Node's HMAC, rejection sampling written from DESIGN.md §6.
    const d = createHmac('sha256', Buffer.from(round.seed, 'hex')).update(chain.salt).digest();
    const numbers: number[] = [];
    for (let i = 0; i < 32 && numbers.length < 3; i += 4) {
      const x = d.readUInt32BE(i);
      if (x < Math.floor(2 ** 32 / 10) * 10) numbers.push(x % 10);
    }
    expect(numbers).toEqual(round.numbers);
  });

  it('draws candles of 10 settled rounds and counts outcomes over the last 100', async () => {
    // Twenty-five rounds run on slots in the past, with no one playing.
    const period = 4000;
    const start = Math.floor((Date.now() - 1_000_000) / period) * period;
    for (let i = 0; i < 25; i++) {
      await t.services.rounds.ensureCurrent(1, start + i * period + 10);
      await scheduler.tick(start + i * period + 3500);
    }
    const trend = await t.call(getTrendData, {});
    const c = trend.data.chartdata[1];
    expect(c.series.length).toBeGreaterThanOrEqual(2);
    for (const [open, close, low, high] of c.series) {
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    }
    expect(c.frequency.wins[0] + c.frequency.wins[1]).toBe(c.frequency.rounds);
    expect(c.frequency.wins[2] + c.frequency.wins[3]).toBe(c.frequency.rounds);
    const ticker = await t.call(getWinTicker, {});
    for (const w of ticker.data) expect(w.username).toMatch(/\*\*\*/);
    // Home activity: the latest three results of Digits, each a settled round's own numbers.
    const latest = (await t.call(getLatestResults, { lang: 'chs' })).data as DrawResult[];
    const digits = latest.filter((r) => (r as DrawResult & { gametype: number }).gametype === 1);
    expect(digits).toHaveLength(3);
    for (const r of digits) {
      const round = await t.db
        .selectFrom('rounds')
        .select(['num1', 'num2', 'num3', 'sum', 'status'])
        .where('game_type', '=', 1)
        .where('seqno', '=', r.seqno)
        .executeTakeFirstOrThrow();
      expect(round).toMatchObject({ num1: r.num1, num2: r.num2, num3: r.num3, sum: r.sum });
      expect(r.resultcn).toMatch(/^\d+ · [涨跌] · [单双]$/);
    }
    expect(digits[0]?.seqno).toBeGreaterThan(digits[1]?.seqno ?? 0);
  });
});
