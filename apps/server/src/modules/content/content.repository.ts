import type { Insertable, Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { ArticleRow, ArticlesTable, BannerRow, BannersTable } from '../../db/schema.ts';

export class ContentRepository {
  constructor(private readonly db: Db) {}

  published(id: number): Promise<ArticleRow | undefined> {
    return this.db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .where('published', '=', true)
      .executeTakeFirst();
  }

  /** A page of a group, newest first (sort first: an operator pins an article with a higher sort). */
  page(group: 9 | 14, offset: number, limit: number): Promise<ArticleRow[]> {
    return this.db
      .selectFrom('articles')
      .selectAll()
      .where('group_id', '=', group)
      .where('published', '=', true)
      .orderBy('sort', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async count(group: 9 | 14): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('group_id', '=', group)
      .where('published', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async unreadCount(userId: number, group: 9 | 14): Promise<number> {
    const row = await this.db
      .selectFrom('articles as a')
      .leftJoin('article_reads as r', (join) => join.onRef('r.article_id', '=', 'a.id').on('r.user_id', '=', userId))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('a.group_id', '=', group)
      .where('a.published', '=', true)
      .where('r.article_id', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async readOf(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('article_reads')
      .select('article_id')
      .where('user_id', '=', userId)
      .where('article_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.article_id));
  }

  async markRead(userId: number, articleId: number): Promise<void> {
    await this.db
      .insertInto('article_reads')
      .values({ user_id: userId, article_id: articleId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  banners(): Promise<BannerRow[]> {
    return this.db
      .selectFrom('banners')
      .selectAll()
      .where('published', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Inserts an article unless its id (or chain) already has one: seeds never overwrite an edit. */
  async insertIfMissing(db: Executor, row: Insertable<ArticlesTable>): Promise<boolean> {
    const inserted = await db
      .insertInto('articles')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Which of these article ids, and announcements of these chains, exist. */
  async present(db: Executor, ids: number[], chainIds: number[]) {
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'chain_id'])
      .where((eb) =>
        eb.or([eb('id', 'in', ids.length > 0 ? ids : [0]), eb('chain_id', 'in', chainIds.length > 0 ? chainIds : [0])]),
      )
      .execute();
    return {
      articles: new Set(rows.map((r) => r.id)),
      chains: new Set(rows.flatMap((r) => (r.chain_id === null ? [] : [r.chain_id]))),
    };
  }

  async bannerCount(): Promise<number> {
    const row = await this.db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertBanners(rows: Insertable<BannersTable>[]): Promise<void> {
    await this.db.insertInto('banners').values(rows).execute();
  }

  // The console (issue 12).

  allArticles(group: 1 | 9 | 14 | undefined): Promise<ArticleRow[]> {
    let query = this.db.selectFrom('articles').selectAll().orderBy('id', 'desc').limit(500);
    if (group) query = query.where('group_id', '=', group);
    return query.execute();
  }

  articleLocked(trx: Executor, id: number): Promise<ArticleRow | undefined> {
    return trx.selectFrom('articles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  insertArticle(trx: Executor, row: Insertable<ArticlesTable>): Promise<ArticleRow> {
    return trx.insertInto('articles').values(row).returningAll().executeTakeFirstOrThrow();
  }

  updateArticle(trx: Executor, id: number, row: Updateable<ArticlesTable>): Promise<ArticleRow> {
    return trx
      .updateTable('articles')
      .set({ ...row, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateChainArticle(trx: Executor, chainId: number, row: Updateable<ArticlesTable>): Promise<void> {
    await trx
      .updateTable('articles')
      .set({ ...row, updated_at: new Date() })
      .where('chain_id', '=', chainId)
      .execute();
  }

  allBanners(): Promise<BannerRow[]> {
    return this.db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
  }

  bannerLocked(trx: Executor, id: number): Promise<BannerRow | undefined> {
    return trx.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  insertBanner(trx: Executor, row: Insertable<BannersTable>): Promise<BannerRow> {
    return trx.insertInto('banners').values(row).returningAll().executeTakeFirstOrThrow();
  }

  updateBanner(trx: Executor, id: number, row: Updateable<BannersTable>): Promise<BannerRow> {
    return trx.updateTable('banners').set(row).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }
}
