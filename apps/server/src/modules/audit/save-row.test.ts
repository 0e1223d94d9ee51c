import { adminRooms, adminSaveArticle, adminSaveBanner, adminSaveProduct, adminSaveRoom } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_BODIES } from '../../test/admin-bodies.ts';
import { fileConsoleApp } from '../../test/console.ts';

const { t, admin, auditRows } = fileConsoleApp();

/** How the console's rows are created and edited with their audit rows (AuditLog.saveRow). */
describe('a console row saved with its audit row', () => {
  it('records a creation whole, an edit by what changed, and no row for an edit that changes nothing', async () => {
    const body = {
      image_en: '/banners/a.svg',
      image_chs: null,
      image_cht: null,
      title_en: 'Spring',
      title_chs: '  ',
      title_cht: null,
      link: '/finance',
      sort: 3,
      published: false,
    };
    const banner = await admin.ok(adminSaveBanner, body);
    // A blank translation is none.
    expect(banner).toMatchObject({ title_en: 'Spring', title_chs: null, sort: 3 });
    const target = `banner:${banner.id}`;
    expect(await auditRows(target)).toEqual([
      expect.objectContaining({ action: 'banner.create', before: null, after: banner }),
    ]);

    expect(await admin.ok(adminSaveBanner, { ...body, id: banner.id })).toEqual(banner);
    expect(await auditRows(target)).toHaveLength(1);

    const edited = await admin.ok(adminSaveBanner, { ...body, id: banner.id, sort: 4, published: true });
    expect(edited).toEqual({ ...banner, sort: 4, published: true });
    const rows = await auditRows(target);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['banner.create', null, banner],
      ['banner.save', { sort: 3, published: false }, { sort: 4, published: true }],
    ]);
  });

  it('leaves out of an edit what changes with every save (an article’s time of edit)', async () => {
    const body = {
      group_id: 9 as const,
      title_en: 'Notice',
      title_chs: null,
      title_cht: null,
      content_en: '<p>Tonight</p>',
      content_chs: null,
      content_cht: null,
      img: null,
      sort: 0,
      published: false,
    };
    const article = await admin.ok(adminSaveArticle, body);
    const again = await admin.ok(adminSaveArticle, { ...body, id: article.id });
    expect(again.updated_at).not.toBe(article.updated_at);
    expect((await auditRows(`article:${article.id}`)).map((r) => r.action)).toEqual(['article.create']);
  });

  it('answers an id that names no row with its own code, and writes nothing', async () => {
    const before = await t.db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(await admin.fail(adminSaveBanner, ADMIN_BODIES.adminSaveBanner)).toMatchObject({
      errCode: 3055,
      field: 'id',
    });
    expect(await admin.fail(adminSaveArticle, ADMIN_BODIES.adminSaveArticle)).toMatchObject({ errCode: 3055 });
    expect(await admin.fail(adminSaveProduct, ADMIN_BODIES.adminSaveProduct)).toMatchObject({
      errCode: 3042,
      field: 'id',
    });
    const after = await t.db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('writes neither the edit nor its audit row when the edit is refused', async () => {
    const room = (await admin.ok(adminRooms, {})).find((r: { game_type: number }) => r.game_type === 1);
    if (!room) throw new Error('the demo has a room of game type 1');
    const rows = await auditRows(`room:${room.id}`);
    const moved = { ...ADMIN_BODIES.adminSaveRoom, ...room, id: room.id, game_type: 2, title_en: 'Renamed' };
    expect(await admin.fail(adminSaveRoom, moved)).toMatchObject({ errCode: 1001, field: 'game_type' });
    expect((await admin.ok(adminRooms, {})).find((r: { id: number }) => r.id === room.id)).toEqual(room);
    expect(await auditRows(`room:${room.id}`)).toEqual(rows);
  });
});
