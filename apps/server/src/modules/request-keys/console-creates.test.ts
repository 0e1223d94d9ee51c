import {
  adminArticles,
  adminCreateStaff,
  adminSaveArticle,
  adminSaveBanner,
  adminSaveProduct,
  adminSaveRoom,
  adminStaff,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { ADMIN_BODIES } from '../../test/admin-bodies.ts';
import { fileConsoleApp } from '../../test/console.ts';

/**
 * A console create whose answer was lost is sent again by the staff member: under the same
 * request_id it answers the row the first sending made, and makes no second one (it used to make a
 * second article, banner, product or room, each with its own audit row).
 */
const { t, admin, auditRows } = fileConsoleApp();

/** The console call's test body as a create: no id, under `request_id`. */
function created<K extends keyof typeof ADMIN_BODIES>(call: K, request_id: string, fields: object = {}) {
  const { id: _id, ...body } = ADMIN_BODIES[call];
  return { ...body, ...fields, request_id } as never;
}

const rowsOf = async (table: 'articles' | 'banners' | 'finance_products' | 'rooms') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('a console create sent again under its request id', () => {
  it('answers the article the first sending made, with one audit row, even sent at once', async () => {
    const body = created('adminSaveArticle', 'article-once-0001', { title_en: 'Sent twice' });
    const first = await admin.ok(adminSaveArticle, body);
    const again = await Promise.all([1, 2].map(() => admin.ok(adminSaveArticle, body)));
    expect(again.map((a) => a.id)).toEqual([first.id, first.id]);
    const listed = (await admin.ok(adminArticles, { group_id: 9 })).filter((a) => a.title_en === 'Sent twice');
    expect(listed).toHaveLength(1);
    expect((await auditRows(`article:${first.id}`)).map((r) => r.action)).toEqual(['article.create']);
  });

  it('refuses the same id with other content (3017) and makes nothing', async () => {
    await admin.ok(adminSaveArticle, created('adminSaveArticle', 'article-once-0002'));
    const before = await rowsOf('articles');
    const other = created('adminSaveArticle', 'article-once-0002', { title_en: 'Other' });
    expect(await admin.fail(adminSaveArticle, other)).toMatchObject({ errCode: 3017 });
    expect(await rowsOf('articles')).toBe(before);
  });

  it('makes a new row for a new id: each create has its own', async () => {
    const ids = ['article-new-0001', 'article-new-0002'];
    const made = await Promise.all(ids.map((id) => admin.ok(adminSaveArticle, created('adminSaveArticle', id))));
    expect(new Set(made.map((a) => a.id)).size).toBe(2);
  });

  it('answers the banner, the product and the room the first sending made', async () => {
    const cases = [
      ['banners', () => admin.ok(adminSaveBanner, created('adminSaveBanner', 'banner-once-0001'))],
      ['finance_products', () => admin.ok(adminSaveProduct, created('adminSaveProduct', 'product-once-0001'))],
      [
        'rooms',
        () => admin.ok(adminSaveRoom, created('adminSaveRoom', 'room-once-0001', { confirm: DEMO_OPERATOR.password })),
      ],
    ] as const;
    for (const [table, save] of cases) {
      const before = await rowsOf(table);
      const answers = await Promise.all([save(), save(), save()]);
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      expect(await rowsOf(table)).toBe(before + 1);
    }
  });

  it('answers the staff account the first sending made, and refuses another name under its id', async () => {
    const confirm = DEMO_OPERATOR.password;
    const body = {
      username: 'onceonly1',
      password: 'Staff2026x',
      role: 'viewer' as const,
      request_id: 'staff-once-0001',
    };
    const answers = await Promise.all([1, 2].map(() => admin.ok(adminCreateStaff, { ...body, confirm })));
    expect(answers[1]?.id).toBe(answers[0]?.id);
    // Sent again once the first is done: found by its key before any password is hashed.
    expect((await admin.ok(adminCreateStaff, { ...body, confirm })).id).toBe(answers[0]?.id);
    expect((await admin.ok(adminStaff, {})).filter((s) => s.username === 'onceonly1')).toHaveLength(1);
    expect((await auditRows(`user:${answers[0]?.id}`)).map((r) => r.action)).toEqual(['staff.create']);
    const other = { ...body, username: 'onceonly2', confirm };
    expect(await admin.fail(adminCreateStaff, other)).toMatchObject({ errCode: 3017 });
  });
});
