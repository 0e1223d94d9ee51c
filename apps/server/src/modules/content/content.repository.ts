import type { ArticleGroup, ListedGroup } from '@roundhouse/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import {
  ARTICLE_TEXTS,
  type ArticleFields,
  type ArticleRow,
  type ArticlesTable,
  BANNER_TEXTS,
  type BannerFields,
  type BannerRow,
  type BannersTable,
} from '../../db/schema.ts';
import { TextRows } from '../../db/text-rows.ts';
import { flatTexts, storedTexts } from '../../db/texts.ts';

// The texts of articles and banners are one JSON column per field (db/texts.ts); the code sees them
// one field per language, as the API names them.
const toArticle = (row: Selectable<ArticlesTable>) => flatTexts<ArticleRow>(row, ARTICLE_TEXTS);
const toBanner = (row: Selectable<BannersTable>) => flatTexts<BannerRow>(row, BANNER_TEXTS);

export class ContentRepository {
  /** Each edited by the console; banners counted and seeded. */
  readonly articleRows: TextRows<'articles', ArticleFields, ArticleRow>;
  readonly bannerRows: TextRows<'banners', BannerFields, BannerRow>;

  constructor(private readonly db: Db) {
    this.articleRows = new TextRows(db, 'articles', ARTICLE_TEXTS, toArticle);
    this.bannerRows = new TextRows(db, 'banners', BANNER_TEXTS, toBanner);
  }

  async published(id: number): Promise<ArticleRow | undefined> {
    const row = await this.db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .where('published', '=', true)
      .executeTakeFirst();
    return row && toArticle(row);
  }

  /** A page of a group, newest first (sort first: an operator pins an article with a higher sort). */
  async page(group: ListedGroup, offset: number, limit: number): Promise<ArticleRow[]> {
    const rows = await this.db
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
    return rows.map(toArticle);
  }

  async count(group: ListedGroup): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('group_id', '=', group)
      .where('published', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async unreadCount(userId: number, group: ListedGroup): Promise<number> {
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

  async banners(): Promise<BannerRow[]> {
    const rows = await this.db
      .selectFrom('banners')
      .selectAll()
      .where('published', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toBanner);
  }

  /** Inserts an article unless its id (or chain) already has one: seeds never overwrite an edit. */
  async insertIfMissing(db: Executor, row: Insertable<ArticleFields>): Promise<boolean> {
    const inserted = await db
      .insertInto('articles')
      .values(storedTexts<Insertable<ArticlesTable>>(row, ARTICLE_TEXTS))
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

  // The console (issue 12).

  async allArticles(group: ArticleGroup | undefined): Promise<ArticleRow[]> {
    let query = this.db.selectFrom('articles').selectAll().orderBy('id', 'desc').limit(500);
    if (group) query = query.where('group_id', '=', group);
    return (await query.execute()).map(toArticle);
  }

  async updateChainArticle(trx: Executor, chainId: number, row: Updateable<ArticleFields>): Promise<void> {
    await trx
      .updateTable('articles')
      .set({ ...storedTexts<Updateable<ArticlesTable>>(row, ARTICLE_TEXTS), updated_at: new Date() })
      .where('chain_id', '=', chainId)
      .execute();
  }

  async allBanners(): Promise<BannerRow[]> {
    return (await this.db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute()).map(toBanner);
  }
}
