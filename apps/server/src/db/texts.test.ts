import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { migrations } from './migrations/index.ts';
import { flatTexts, storedTexts } from './texts.ts';

describe('texts per language as the code sees them (decision 031)', () => {
  it('spreads a stored text into a field per language, and gathers it back', () => {
    const row = { id: 7, title: { en: 'Help', chs: '帮助' }, sort: 1 };
    const flat = flatTexts<Record<string, unknown>>(row, { title: 'some' });
    expect(flat).toEqual({ id: 7, sort: 1, title_en: 'Help', title_chs: '帮助', title_cht: null });
    expect(storedTexts(flat, { title: 'some' })).toEqual(row);
  });

  it("reads a text every language has as the fallback language's where a language has none yet", () => {
    const flat = flatTexts<Record<string, unknown>>({ title: { en: 'Dice' } }, { title: 'every' });
    expect(flat).toEqual({ title_en: 'Dice', title_chs: 'Dice', title_cht: 'Dice' });
  });

  it('leaves a field alone that a row or a write does not have', () => {
    expect(flatTexts({ id: 1 }, { title: 'some' })).toEqual({ id: 1 });
    expect(storedTexts({ sort: 2 }, { title: 'some' })).toEqual({ sort: 2 });
    expect(storedTexts({ title_en: 'A', title_chs: null }, { title: 'some' })).toEqual({ title: { en: 'A' } });
  });
});

const BEFORE = '2026-11-27T0100-commitments';
const THIS = '2026-11-27T0200-texts-as-json';

describe('the migration to one JSON column per text', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A database of its own, nothing served from memory: this test changes the schema under it.
    t = await createTestApp({ SCHEDULER: 'false' }, { changes: false });
  });
  afterAll(() => t.close());

  it('folds the per-language columns into one, keeps what their checks kept, and goes back', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    // From the migration before this one, and back to it (later migrations go and come back too).
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const before = await sql<{ title_en: string; title_chs: string; title_cht: string }>`
      select title_en, title_chs, title_cht from rooms where id = 1`.execute(t.db);
    expect(before.rows[0]?.title_chs).toBe('数字 · 新手房');
    await sql`insert into articles (id, group_id, title_en, content_en) values (901, 9, 'Only English', '<p>x</p>')`.execute(
      t.db,
    );

    const up = await migrator.migrateTo(THIS);
    expect(up.error).toBeUndefined();
    const room = await t.db.selectFrom('rooms').select('title').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(room.title).toEqual({ en: before.rows[0]?.title_en, chs: '数字 · 新手房', cht: before.rows[0]?.title_cht });
    const article = await t.db
      .selectFrom('articles')
      .select(['title', 'content'])
      .where('id', '=', 901)
      .executeTakeFirstOrThrow();
    // A language without its text has no key: the reader is told it reads the fallback.
    expect(article).toEqual({ title: { en: 'Only English' }, content: { en: '<p>x</p>' } });
    const detail = await t.services.content.article(901, 'chs');
    expect(detail).toMatchObject({ title: 'Only English', fallback: true });

    // What the columns' checks refused is still refused: no fallback text, a text not a string,
    // an empty or too long title. A language the registry adds later is just another key.
    for (const bad of ['{}', '{"chs": "只有中文"}', '{"en": 5}', '{"en": ""}', `{"en": "${'x'.repeat(201)}"}`]) {
      const attempt = sql`update rooms set title = ${bad}::jsonb where id = 1`.execute(t.db);
      await expect(attempt, bad).rejects.toThrow(/rooms_title_texts/);
    }
    await sql`update rooms set title = title || '{"fr": "Chiffres · Débutant"}'::jsonb where id = 1`.execute(t.db);
    expect(await t.services.rooms.find(1)).toMatchObject({
      title_en: before.rows[0]?.title_en,
      title_chs: '数字 · 新手房',
    });

    // And back: the per-language columns return with the texts they held.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const back = await sql<{ title_chs: string | null; content_cht: string | null }>`
      select title_chs, content_cht from articles where id = 901`.execute(t.db);
    expect(back.rows[0]).toEqual({ title_chs: null, content_cht: null });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
