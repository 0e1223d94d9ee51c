import { describe, expect, it } from 'vitest';
import { withPushedOrders, withPushedResult } from './room-events';

const labels = ['Rise', 'Fall', 'Odd', 'Even'];
const order = (id: number) => ({
  id,
  username: 'a***9',
  value: 2,
  money: 20,
  rate: 1.95,
  created_at: '2026-11-22T10:00:00Z',
});
const orderEvent = (ids: number[]) => ({
  type: 'order' as const,
  gametype: 1 as const,
  roomid: 1,
  seqno: 7,
  orders: ids.map(order),
});
const info = {
  room: {
    id: 1,
    type: 1 as const,
    hall: 2 as const,
    title: 'R',
    minjoin: 10,
    minbuy: 20,
    rate0: 1.95,
    rate1: 1.95,
    rate2: 1.95,
    rate3: 1.95,
    label_set: 'trade' as const,
  },
  game: {
    id: 9,
    seqno: 7,
    gametype: 1 as const,
    initmoney: 20,
    status: 'open' as const,
    opens_at: '',
    closes_at: '',
    commit_hash: 'ab',
  },
  his: [{ seqno: 6, num1: 1, num2: 2, num3: 3, sum: 6, resultcn: '6 · Fall · Even', wins: [1, 3] }],
  diff: { minute: 0, second: 30 },
  server_time: '',
  next_opens_at: '',
};

describe('patching the trading room from pushed events', () => {
  it('adds pushed orders newest first, once each, with the room’s labels', () => {
    const list = { list: [{ ...order(5), seqno: 7, valuecn: 'Odd', mine: true }], order_id: 5 };
    const patched = withPushedOrders(list, orderEvent([6, 5, 8]), labels);
    expect(patched?.list.map((o) => [o.id, o.mine, o.valuecn])).toEqual([
      [8, false, 'Odd'],
      [6, false, 'Odd'],
      [5, true, 'Odd'],
    ]);
    expect(patched?.order_id).toBe(8);
    expect(withPushedOrders(list, orderEvent([5]), labels)).toBe(list);
    expect(withPushedOrders(undefined, orderEvent([5]), labels)).toBeUndefined();
  });

  it('adds a pushed result worded like the server’s, once', () => {
    const result = {
      type: 'result' as const,
      gametype: 1 as const,
      seqno: 7,
      num1: 9,
      num2: 4,
      num3: 2,
      sum: 15,
      wins: [0, 2],
    };
    const patched = withPushedResult(info, result, labels);
    expect(patched?.his[0]).toEqual({
      seqno: 7,
      num1: 9,
      num2: 4,
      num3: 2,
      sum: 15,
      resultcn: '15 · Rise · Odd',
      wins: [0, 2],
    });
    expect(patched?.game.status).toBe('settled');
    expect(withPushedResult(patched, result, labels)).toBe(patched);
  });
});
