/** JSON with object keys sorted: equal for equal values, whatever order the keys came in (jsonb sorts them). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The fields of two versions of a row that differ, for an audit row; undefined when none do. */
export function diff<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | undefined {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (canonicalJson(before[key]) === canonicalJson(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : undefined;
}
