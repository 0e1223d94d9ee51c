import { describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from './change-feed.ts';
import { Memo } from './memo.ts';

/** A live feed whose changes the test sends. */
function feed() {
  const subscribers: ((change: Change | 'reset') => void)[] = [];
  const fake = { live: true, subscribe: (s: (change: Change | 'reset') => void) => subscribers.push(s) };
  return {
    feed: fake as unknown as ChangeFeed,
    change: (change: Change) => {
      for (const s of subscribers) s(change);
    },
  };
}

const READS = { name: 'memo.test', tables: [{ table: 'rooms', columns: 'all' }] } as const;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Memo', () => {
  it('answers a burst of misses on one key with one load', async () => {
    const { feed: f } = feed();
    const memo = new Memo<string, number>(f, () => true, { reads: READS });
    let loads = 0;
    const gate = deferred<number>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const burst = Promise.all(Array.from({ length: 20 }, () => memo.get('k', load)));
    gate.resolve(7);
    expect(await burst).toEqual(Array(20).fill(7));
    expect(loads).toBe(1);
    expect(await memo.get('k', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('does not answer a read that starts after a change with a load from before it', async () => {
    const { feed: f, change } = feed();
    const memo = new Memo<string, number>(f, () => true, { reads: READS });
    const before = deferred<number>();
    const first = memo.get('k', () => before.promise);
    change({ table: 'rooms', id: '1' });
    const second = memo.get('k', async () => 2);
    before.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    // The load that straddled the change was not kept; the one after it was.
    expect(await memo.get('k', async () => 3)).toBe(2);
  });

  it('lets a failed load fail its waiters and the next read load again', async () => {
    const { feed: f } = feed();
    const memo = new Memo<string, number>(f, () => true, { reads: READS });
    const gate = deferred<number>();
    const failing = () => gate.promise.then(() => Promise.reject(new Error('database down')));
    const both = Promise.allSettled([memo.get('k', failing), memo.get('k', failing)]);
    gate.resolve(0);
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await memo.get('k', async () => 5)).toBe(5);
  });

  it('answers a kept row without loading, a change loads it again, and a throwing load rejects', async () => {
    const { feed: f, change } = feed();
    const memo = new Memo<string, number>(f, () => true, { reads: READS });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads * 10;
    };
    expect(await memo.get('k', load)).toBe(10);
    const kept = memo.get('k', load);
    expect(memo.get('k', load)).toBe(kept);
    expect([await kept, loads]).toEqual([10, 1]);
    change({ table: 'rooms', id: '1' } as Change);
    expect([await memo.get('k', load), loads]).toEqual([20, 2]);
    const throwing = (): Promise<number> => {
      throw new Error('no pool');
    };
    await expect(memo.get('other', throwing)).rejects.toThrow('no pool');
    (f as unknown as { live: boolean }).live = false;
    await expect(memo.get('k', throwing)).rejects.toThrow('no pool');
    expect([await memo.get('k', load), loads]).toEqual([30, 3]);
  });
});
