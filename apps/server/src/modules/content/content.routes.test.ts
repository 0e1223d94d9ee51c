import { getArticledetail, getArticlelist, getOneclassArticle, slide } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/calls.ts';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

const t = fileTestApp({ SCHEDULER: 'false' });
beforeAll(async () => {
  // A round makes a fairness chain, and the chain its announcement.
  await given(t).openRound(1);
});

const visitor = () => caller(t.app);

describe('articles', () => {
  it('gives how to play in each language, with every room’s odds and RTP as they are now', async () => {
    const en = await visitor().ok(getOneclassArticle, { id: 26 });
    expect(en).toMatchObject({ id: 26, title: 'How to play', fallback: false });
    expect(en.content).toContain('Rise</em> wins when the');
    expect(en.content).toContain('<td>Digits · Starter</td><td>Rise</td><td>1.95</td><td>97.5%</td>');
    expect(en.content).toContain('<td>VIP Digits</td><td>Rise</td><td>1.96</td><td>98.0%</td>');
    const cht = await visitor().ok(getOneclassArticle, { id: 26, lang: 'cht' });
    expect(cht.title).toBe('玩法說明');
    expect(cht.content).toContain('<td>數字 · 新手房</td><td>漲</td><td>1.95</td><td>97.5%</td>');
    // An operator's change of odds shows at once.
    await t.db.updateTable('rooms').set({ rate0_bp: 19_000 }).where('id', '=', 1).execute();
    const changed = await visitor().ok(getOneclassArticle, { id: 26 });
    expect(changed.content).toContain('<td>Digits · Starter</td><td>Rise</td><td>1.90</td><td>95.0%</td>');
    await t.db.updateTable('rooms').set({ rate0_bp: 19_500 }).where('id', '=', 1).execute();
  });

  it('falls back to English where a language has no text, and says so', async () => {
    const zh = await visitor().ok(getArticledetail, { id: 42, lang: 'cht' });
    expect(zh).toMatchObject({ title: '賠率與返還率說明', fallback: false });
    // An operator's article written in English and Simplified Chinese only.
    const { id } = await t.db
      .insertInto('articles')
      .values({
        group_id: 9,
        sort: 9,
        img: null,
        chain_id: null,
        // As stored: one JSON column per text, a key per language that has one (db/texts.ts).
        title: { en: 'Weekend maintenance', chs: '周末维护' },
        content: { en: '<p>Saturday 02:00 UTC.</p>', chs: '<p>周六 02:00 UTC。</p>' },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tw = await visitor().ok(getArticledetail, { id, lang: 'cht' });
    expect(tw).toMatchObject({ title: 'Weekend maintenance', fallback: true });
    await t.db.deleteFrom('articles').where('id', '=', id).execute();
  });

  it('answers 3020 for an unknown or unpublished id and 1001 for one out of range', async () => {
    expect(await visitor().fail(getOneclassArticle, { id: 999_999 })).toMatchObject({ errCode: 3020, field: 'id' });
    await t.db.updateTable('articles').set({ published: false }).where('id', '=', 41).execute();
    expect(await visitor().fail(getArticledetail, { id: 41 })).toMatchObject({ errCode: 3020 });
    await t.db.updateTable('articles').set({ published: true }).where('id', '=', 41).execute();
    for (const id of [0, -1, 2_147_483_648, 1.5, 'x', null]) {
      expect(await visitor().fail(getOneclassArticle, { id } as never), String(id)).toMatchObject({
        errCode: 1001,
        field: 'id',
      });
    }
  });

  it('never gives out script, handlers or script links, whatever is stored', async () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">a</a><a href="https://example.org/">b</a><iframe src="https://x"></iframe>' +
      '<style>body{}</style></p>';
    // Written by hand, past the service's sanitising write: the read sanitises again.
    const row = await t.db
      .insertInto('articles')
      .values({ group_id: 9, title: { en: 'Raw' }, content: { en: hostile } })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await visitor().ok(getArticledetail, { id: row.id });
    expect(read.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(read.content).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">b</a>');
    expect(read.content).toContain('<img src="x" />');
    // And the service's write stores it clean.
    await t.services.content.insertIfMissing(t.db, { id: 900, group_id: 9, title_en: 'Clean', content_en: hostile });
    const stored = await t.db.selectFrom('articles').select('content').where('id', '=', 900).executeTakeFirstOrThrow();
    expect(stored.content.en).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    await t.db.deleteFrom('articles').where('id', 'in', [row.id, 900]).execute();
  });

  it('lists a group page by page, newest first, with unread marks for a member', async () => {
    const news = await visitor().ok(getArticlelist, { type: 9 });
    expect(news.list.map((a) => a.id)).toEqual([26, 40, 41, 42]);
    expect(news).toMatchObject({ total: 4, page: 1, size: 20, unread: 0 });
    expect(news.list.every((a) => a.unread === false)).toBe(true);
    const second = await visitor().ok(getArticlelist, { type: 9, page: 2, size: 3 });
    expect(second.list.map((a) => a.id)).toEqual([42]);
    expect((await visitor().ok(getArticlelist, { type: 9, page: 99 })).list).toEqual([]);
    // The agreements are pages, not news; groups other than 9 and 14 are refused.
    for (const type of [1, 0, 15, '9; drop table articles', null]) {
      expect(await visitor().fail(getArticlelist, { type } as never), String(type)).toMatchObject({
        errCode: 1001,
        field: 'type',
      });
    }
    expect(await visitor().fail(getArticlelist, { type: 9, size: 51 })).toMatchObject({ field: 'size' });

    const member = await given(t).user();
    const before = await member.ok(getArticlelist, { type: 9 });
    expect(before.unread).toBe(4);
    expect(before.list.every((a) => a.unread)).toBe(true);
    await Promise.all([member.ok(getArticledetail, { id: 40 }), member.ok(getArticledetail, { id: 40 })]);
    const after = await member.ok(getArticlelist, { type: 9 });
    expect(after.unread).toBe(3);
    expect(after.list.find((a) => a.id === 40)?.unread).toBe(false);
    // Another member's reads are their own.
    expect((await (await given(t).user()).ok(getArticlelist, { type: 9 })).unread).toBe(4);
  });

  it('announces each fairness chain once, with its terminal hash and salt', async () => {
    const chains = await t.db.selectFrom('chains').select(['id', 'terminal_hash', 'salt']).execute();
    expect(chains.length).toBeGreaterThan(0);
    const list = await visitor().ok(getArticlelist, { type: 14, size: 50 });
    expect(list.total).toBe(chains.length);
    for (const chain of chains) {
      const announced = await t.db
        .selectFrom('articles')
        .select('id')
        .where('chain_id', '=', chain.id)
        .executeTakeFirstOrThrow();
      const article = await visitor().ok(getArticledetail, { id: announced.id, lang: 'chs' });
      expect(article.content).toContain(chain.terminal_hash);
      expect(article.content).toContain(chain.salt);
    }
    // Seeding again (a restart) adds nothing.
    await t.services.content.ensureDefaults(t.db, true, await t.services.rounds.chains(undefined));
    expect((await visitor().ok(getArticlelist, { type: 14, size: 50 })).total).toBe(chains.length);
  });
});

describe('banners', () => {
  it('give the image of the request’s language and where a tap goes', async () => {
    const en = await visitor().ok(slide, {});
    expect(en).toEqual([
      {
        id: expect.any(Number),
        path: '/banners/fair-en.svg',
        title: 'How a round works: pick rise, fall, odd or even at clear odds',
        link: '/help/26',
      },
      {
        id: expect.any(Number),
        path: '/banners/verify-en.svg',
        title: 'Check any round in your browser',
        link: '/verify',
      },
    ]);
    const cht = await visitor().ok(slide, { lang: 'cht' });
    expect(cht.map((b) => b.path)).toEqual(['/banners/fair-cht.svg', '/banners/verify-cht.svg']);
    expect(cht[1]?.title).toBe('在瀏覽器中驗證任何一期');
  });
});
