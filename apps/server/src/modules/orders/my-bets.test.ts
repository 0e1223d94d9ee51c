import { type BetStatus, getfinanceflow, getGamecancel, getMyBets, MY_BETS_PAGE, order } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { given, openRoundNow } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

const STARTER_DIGITS = 1; // game type 1, minbuy 20, odds 1.95
const CLASSIC_DIGITS = 3; // game type 1, minbuy 50
const STARTER_DICE = 2; // game type 2

const t = fileTestApp({ SCHEDULER: 'false' });

/** Ends a round now, as its slot would: closed, drawn and settled. */
const { settleNow: settle } = given(t);

const today = () => new Date().toISOString().slice(0, 10);

describe('My bets (issue 28)', () => {
  it('lists every order across rounds and rooms with its outcome, and filters by game, room, round, day and status', async () => {
    const member = await given(t).user({ cash: 5000 });
    const digits = await openRoundNow(t, 1);
    const dice = await openRoundNow(t, 2);
    await member.ok(order, { gameid: digits.id, roomid: STARTER_DIGITS, order_info: [[0, 1.95, 20]] });
    await member.ok(order, { gameid: digits.id, roomid: STARTER_DIGITS, order_info: [[1, 1.95, 30]] });
    const { orders: cancelled } = await member.ok(order, {
      gameid: digits.id,
      roomid: CLASSIC_DIGITS,
      order_info: [[2, 1.95, 50]],
    });
    await member.ok(getGamecancel, { roomid: CLASSIC_DIGITS, order_id: cancelled[0] as number });
    await member.ok(order, { gameid: dice.id, roomid: STARTER_DICE, order_info: [[3, 1.95, 40]] });

    // Someone else's orders never show.
    const other = await given(t).user({ cash: 500 });
    await other.ok(order, { gameid: digits.id, roomid: STARTER_DIGITS, order_info: [[0, 1.95, 20]] });

    const all = await member.ok(getMyBets, {});
    expect(all.next).toBeNull();
    expect(all.list.map((b) => [b.roomid, b.value, b.money, b.status])).toEqual([
      [STARTER_DICE, 3, 40, 'open'],
      [CLASSIC_DIGITS, 2, 50, 'cancelled'],
      [STARTER_DIGITS, 1, 30, 'open'],
      [STARTER_DIGITS, 0, 20, 'open'],
    ]);
    expect(all.list[0]).toMatchObject({ gametype: 2, seqno: dice.seqno, hall: 2, result: null, payout: 0 });

    await settle(digits.id);
    const settled = await member.ok(getMyBets, { gametype: 1 });
    expect(settled.list).toHaveLength(3);
    // Rise (0) and fall (1) on the same sum: exactly one of them won, paid 1.95 × stake.
    const [fall, rise] = settled.list.filter((b) => b.roomid === STARTER_DIGITS);
    const won = [fall, rise].filter((b) => b?.status === 'won');
    expect(won).toHaveLength(1);
    expect(won[0]?.payout).toBe(Math.round((won[0]?.money ?? 0) * 195) / 100);
    expect([fall, rise].filter((b) => b?.status === 'lost')[0]?.payout).toBe(0);
    expect(rise?.result).toMatch(/^\d+ · /);

    const byStatus = async (status: BetStatus) => (await member.ok(getMyBets, { status })).list.map((b) => b.status);
    expect(await byStatus('won')).toEqual(['won']);
    expect(await byStatus('lost')).toEqual(['lost']);
    expect(await byStatus('cancelled')).toEqual(['cancelled']);
    expect(await byStatus('open')).toEqual(['open']);
    expect((await member.ok(getMyBets, { roomid: CLASSIC_DIGITS })).list).toHaveLength(1);
    expect((await member.ok(getMyBets, { gametype: 2, seqno: dice.seqno })).list).toHaveLength(1);
    expect((await member.ok(getMyBets, { gametype: 2, seqno: 1 })).list).toEqual([]);
    expect((await member.ok(getMyBets, { start: today(), end: today() })).list).toHaveLength(4);
    expect((await member.ok(getMyBets, { start: '2020-01-01', end: '2020-01-31' })).list).toEqual([]);

    // The fund flow's order and winnings rows name their round.
    const flow = await member.ok(getfinanceflow, { value: { start: today(), end: today() } });
    const bet = flow.find((r) => r.reason === 'Order' && r.round?.gametype === 1);
    expect(bet?.round).toEqual({ gametype: 1, seqno: digits.seqno });
    expect(flow.find((r) => r.reason === 'Order cancelled')?.round).toEqual({ gametype: 1, seqno: digits.seqno });
    expect(flow.find((r) => r.reason === 'Recharge')?.round).toBeNull();
  });

  it('pages newest first, each page ending where the next begins', async () => {
    const member = await given(t).user({ cash: 5000 });
    // Dice: the digits round of this slot was settled above.
    const round = await openRoundNow(t, 2);
    for (let i = 0; i < MY_BETS_PAGE + 5; i++) {
      await member.ok(order, { gameid: round.id, roomid: STARTER_DICE, order_info: [[i % 4, 1.95, 20]] });
    }
    const first = await member.ok(getMyBets, {});
    expect(first.list).toHaveLength(MY_BETS_PAGE);
    expect(first.next).toBe(first.list.at(-1)?.id);
    const second = await member.ok(getMyBets, { before_id: first.next ?? 0 });
    expect(second.list).toHaveLength(5);
    expect(second.next).toBeNull();
    const ids = [...first.list, ...second.list].map((b) => b.id);
    expect(new Set(ids).size).toBe(MY_BETS_PAGE + 5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a bad filter with the field named, and a round without its game', async () => {
    const member = await given(t).user();
    expect(await member.fail(getMyBets, { seqno: 2026112500001 })).toMatchObject({ errCode: 1001, field: 'gametype' });
    expect(await member.fail(getMyBets, { start: '2026-02-30' })).toMatchObject({ errCode: 1001, field: 'start' });
    expect(await member.fail(getMyBets, { start: '2026-03-02', end: '2026-03-01' })).toMatchObject({
      errCode: 3014,
    });
    expect(await member.fail(getMyBets, { status: 'paid' })).toMatchObject({ errCode: 1001, field: 'status' });
    expect(await member.fail(getMyBets, { before_id: -1 })).toMatchObject({ errCode: 1001, field: 'before_id' });
    expect(await member.fail(getMyBets, { roomid: 2 ** 31 })).toMatchObject({ errCode: 1001, field: 'roomid' });
  });
});
