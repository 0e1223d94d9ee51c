import type { Change, ChangeFeed } from './change-feed.ts';

/**
 * What a memoised projection reads of one table that the change feed announces (issue 26, the
 * cache's contract): `cache-contract.test.ts` compares every declaration with the database's
 * change triggers and fails on a column that is read but not announced.
 */
export interface TableReads {
  table: Change['table'];
  /** Every column the kept values carry, or 'all' (a select of the whole row). */
  columns: readonly string[] | 'all';
  /** Columns read but left to go stale, each with why that is safe (an id that never changes). */
  unwatched?: Readonly<Record<string, string>>;
  /** Inserted or deleted rows change what is kept (a list; a row gone), so the trigger must announce them. */
  on?: readonly ('insert' | 'delete')[];
}

/** A memo's declaration: the tables it reads, or why it needs no announcement (a short lifetime). */
export type MemoReads =
  | { name: string; tables: readonly TableReads[] }
  | { name: string; expiresOnly: string; tables?: undefined };

/** Every memo this process built, by name: the one place that lists what each cache reads. */
const declared = new Map<string, MemoReads>();

export function memoDeclarations(): MemoReads[] {
  return [...declared.values()];
}

let freezing = false;

/**
 * Tests freeze what a memo keeps (test-app.ts): a caller that mutates a shared cached value fails
 * loudly there instead of corrupting what every later caller reads.
 */
export function freezeMemoValues(on: boolean): void {
  freezing = on;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value as object)) deepFreeze(inner);
  return value;
}

export interface MemoOptions {
  /** At most this many rows; when full, everything is dropped and refilled on demand. */
  max?: number;
  /** Rows older than this are read again, for values that change without a row changing (time). */
  ttlMs?: number;
}

/**
 * Rows kept in memory while the change feed is live (DESIGN.md §10), dropped when the database says
 * they changed. A read that started before a change is not kept: each change bumps a generation, and
 * a row fetched under an older generation is answered but not stored.
 */
export class Memo<K, V> {
  private readonly rows = new Map<K, { value: V; until: number; answer?: Promise<V> }>();
  /** Loads in flight: a burst of misses on one key waits for one query, not one each. */
  private readonly loading = new Map<K, { generation: number; value: Promise<V | undefined> }>();
  private generation = 0;
  private readonly max: number;
  private readonly ttlMs: number;

  constructor(
    private readonly feed: ChangeFeed | undefined,
    /** Which kept rows a change makes stale; the rest stay. */
    private readonly staleBy: (change: Change, key: K, value: V) => boolean,
    options: MemoOptions & { reads: MemoReads },
  ) {
    if (options.reads.tables === undefined && options.ttlMs === undefined) {
      throw new Error(`memo ${options.reads.name}: expiresOnly needs a ttlMs`);
    }
    declared.set(options.reads.name, options.reads);
    this.max = options.max ?? 50_000;
    this.ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    feed?.subscribe((change) => {
      this.generation += 1;
      if (change === 'reset') this.rows.clear();
      else for (const [key, row] of this.rows) if (this.staleBy(change, key, row.value)) this.rows.delete(key);
    });
  }

  /**
   * The kept row, or else `load`'s answer (kept when nothing changed meanwhile). A kept row answers
   * with one settled promise each time: the reads every room screen makes allocate nothing.
   */
  get(key: K, load: () => Promise<V | undefined>, now = Date.now()): Promise<V | undefined> {
    if (!this.feed?.live) return this.unkept(load);
    const kept = this.rows.get(key);
    if (kept !== undefined && kept.until > now) {
      kept.answer ??= Promise.resolve(kept.value);
      return kept.answer;
    }
    return this.fetch(key, load, now);
  }

  /** A read while the feed is down: straight from the database (a load's throw is a rejection, as ever). */
  private async unkept(load: () => Promise<V | undefined>): Promise<V | undefined> {
    return load();
  }

  private async fetch(key: K, load: () => Promise<V | undefined>, now: number): Promise<V | undefined> {
    const generation = this.generation;
    const inFlight = this.loading.get(key);
    // Only a load that started after the last change answers for it.
    if (inFlight && inFlight.generation === generation) return inFlight.value;
    const pending = load();
    this.loading.set(key, { generation, value: pending });
    let value: V | undefined;
    try {
      value = await pending;
    } finally {
      if (this.loading.get(key)?.value === pending) this.loading.delete(key);
    }
    if (value !== undefined && generation === this.generation && this.feed?.live) {
      if (this.rows.size >= this.max) this.rows.clear();
      this.rows.set(key, { value: freezing ? deepFreeze(value) : value, until: now + this.ttlMs });
    }
    return value;
  }

  /** Forgets rows this process just changed, without waiting for the notification to come back. */
  drop(matches: (key: K, value: V) => boolean): void {
    this.generation += 1;
    for (const [key, row] of this.rows) if (matches(key, row.value)) this.rows.delete(key);
  }
}

const viewsOf = new WeakMap<object, Map<string, unknown>>();

/**
 * A view of what a Memo handed out (a row, a list), made once per variant (a language): the same
 * object until the memoised value changes, which is a new object, so the old views go with it.
 */
export function viewOnce<T>(of: object, variant: string, make: () => T): T {
  let views = viewsOf.get(of);
  if (!views) {
    views = new Map();
    viewsOf.set(of, views);
  }
  if (!views.has(variant)) views.set(variant, make());
  return views.get(variant) as T;
}
