import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: a text per language is one JSON column per field (`{"en": …, "chs": …}`, a key per
 * language that has the text) instead of a column per language, so that adding a language to the
 * registry needs no migration (decision 031). `texts_within` keeps what the per-language columns'
 * checks kept: an object with the fallback language's text, every text a string of a bounded length.
 */
const TEXTS = [
  { table: 'articles', field: 'title', min: 1, max: 200, every: false },
  { table: 'articles', field: 'content', min: 0, max: 100_000, every: false },
  { table: 'banners', field: 'image', min: 1, max: 300, every: false },
  { table: 'banners', field: 'title', min: 1, max: 200, every: false },
  { table: 'rooms', field: 'title', min: 1, max: 200, every: true },
  { table: 'finance_products', field: 'name', min: 1, max: 60, every: true },
  { table: 'finance_products', field: 'contract', min: 0, max: 20_000, every: true },
] as const;

/** The languages whose columns this migration folds (a later language never had columns). */
const FOLDED = ['en', 'chs', 'cht'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function texts_within(texts jsonb, low integer, high integer) returns boolean
    language sql immutable as $$
      select jsonb_typeof(texts) = 'object' and texts ? 'en' and not exists (
        select 1 from jsonb_each(texts) e
        where jsonb_typeof(e.value) <> 'string' or length(e.value #>> '{}') not between low and high)
    $$`.execute(db);
  for (const { table, field, min, max } of TEXTS) {
    const pairs = FOLDED.map((lang) => sql`${sql.lit(lang)}, ${sql.ref(`${field}_${lang}`)}`);
    await sql`alter table ${sql.table(table)} add column ${sql.ref(field)} jsonb`.execute(db);
    await sql`update ${sql.table(table)}
      set ${sql.ref(field)} = jsonb_strip_nulls(jsonb_build_object(${sql.join(pairs)}))`.execute(db);
    await sql`alter table ${sql.table(table)}
      alter column ${sql.ref(field)} set not null,
      add constraint ${sql.ref(`${table}_${field}_texts`)}
        check (texts_within(${sql.ref(field)}, ${sql.lit(min)}, ${sql.lit(max)}))`.execute(db);
    for (const lang of FOLDED) {
      await sql`alter table ${sql.table(table)} drop column ${sql.ref(`${field}_${lang}`)}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, field, every } of TEXTS) {
    for (const lang of FOLDED) {
      const column = sql.ref(`${field}_${lang}`);
      await sql`alter table ${sql.table(table)} add column ${column} text`.execute(db);
      // A text every language has reads the fallback language's where one was never written.
      const value =
        every || lang === 'en'
          ? sql`coalesce(${sql.ref(field)} ->> ${sql.lit(lang)}, ${sql.ref(field)} ->> 'en')`
          : sql`${sql.ref(field)} ->> ${sql.lit(lang)}`;
      await sql`update ${sql.table(table)} set ${column} = ${value}`.execute(db);
      if (every || lang === 'en')
        await sql`alter table ${sql.table(table)} alter column ${column} set not null`.execute(db);
    }
    await sql`alter table ${sql.table(table)} drop column ${sql.ref(field)}`.execute(db);
  }
  await sql`drop function texts_within(jsonb, integer, integer)`.execute(db);
}
