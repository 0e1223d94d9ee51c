import {
  type AdminArticle,
  type AdminBanner,
  type ApiLang,
  ARTICLE_GROUPS,
  ARTICLE_IDS,
  type Article,
  type ArticleGroup,
  type ArticleSummary,
  FALLBACK_LANG,
  inLang,
  type LangFieldsWithFallback,
  type ListedGroup,
  OUTCOME_LABELS,
  pickLangFields,
  pickLangFieldsAsync,
} from '@roundhouse/contract';
import { rtpPercent } from '@roundhouse/game';
import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { ArticleFields, ArticleRow, BannerRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import { type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import { type ChainAnnounced, chainArticle, escapeHtml } from './chain-article.ts';
import type { ContentRepository } from './content.repository.ts';
import { SEED_ARTICLES, SEED_BANNERS } from './content.seed.ts';
import { cleanHtml } from './html.ts';

const ODDS_TEXT: Record<ApiLang, { heading: string; room: string; outcome: string; odds: string; rtp: string }> = {
  en: {
    heading: 'Odds and return to player in our rooms now',
    room: 'Room',
    outcome: 'Outcome',
    odds: 'Odds',
    rtp: 'RTP',
  },
  chs: { heading: '各房间当前的赔率与返还率', room: '房间', outcome: '结果', odds: '赔率', rtp: '返还率' },
  cht: { heading: '各房間當前的賠率與返還率', room: '房間', outcome: '結果', odds: '賠率', rtp: '返還率' },
};

type Text = 'title' | 'content';
function textOf(row: ArticleRow, field: Text, lang: ApiLang): { text: string; fallback: boolean } {
  const own = inLang(row, field, lang);
  return own ? { text: own, fallback: false } : { text: row[`${field}_en`], fallback: lang !== 'en' };
}

export type ArticleInput = Omit<AdminArticle, 'id' | 'chain_id' | 'created_at' | 'updated_at' | 'group_id'> & {
  id?: number | undefined;
  request_id?: string | undefined;
  group_id: ArticleGroup;
};
export type BannerInput = Omit<AdminBanner, 'id'> & { id?: number | undefined; request_id?: string | undefined };

/** A text column in every language: the fallback language's required, the others nullable. */
type ArticleTexts<F extends string> = LangFieldsWithFallback<F, string, string | null>;

function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    group_id: row.group_id,
    ...(pickLangFields(row, 'title') as ArticleTexts<'title'>),
    ...(pickLangFields(row, 'content') as ArticleTexts<'content'>),
    img: row.img,
    sort: row.sort,
    published: row.published,
    chain_id: row.chain_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    ...(pickLangFields(row, 'image') as ArticleTexts<'image'>),
    ...(pickLangFields(row, 'title') as ArticleTexts<'title'>),
    link: row.link,
    sort: row.sort,
    published: row.published,
  };
}

/** A console text: blank is none (null), otherwise trimmed. */
const blank = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
/** A console text in a language: the fallback language's is required, a blank translation is none. */
const consoleText = (text: string | null, lang: ApiLang) =>
  lang === FALLBACK_LANG ? (text ?? '').trim() : blank(text);

/** Articles (help, news, announcements) and banners, in three languages (DESIGN.md §8). */
export class ContentService {
  constructor(
    private readonly deps: {
      repo: ContentRepository;
      rooms: RoomsService;
      db?: Db;
      audit?: AuditLog;
      keys?: RequestKeys;
    },
  ) {}

  // The console (issue 12): every article and banner in all three languages.

  async adminArticles(group: ArticleGroup | undefined): Promise<AdminArticle[]> {
    return (await this.deps.repo.allArticles(group)).map(toAdminArticle);
  }

  async adminBanners(): Promise<AdminBanner[]> {
    return (await this.deps.repo.allBanners()).map(toAdminBanner);
  }

  /** Creates or edits an article (HTML sanitised before it is stored) with its audit row. */
  async saveArticle(actor: Actor, input: ArticleInput): Promise<AdminArticle> {
    const { db, audit, keys } = this.console();
    const clean = async (html: string | null) => (html === null || html.trim() === '' ? null : cleanHtml(html));
    const fields = {
      group_id: input.group_id,
      ...(pickLangFields(input, 'title', consoleText) as ArticleTexts<'title'>),
      ...((await pickLangFieldsAsync(input, 'content', (html, lang) =>
        lang === FALLBACK_LANG ? cleanHtml(html ?? '') : clean(html),
      )) as ArticleTexts<'content'>),
      img: blank(input.img),
      sort: input.sort,
      published: input.published,
    };
    const { repo } = this.deps;
    const row = await db.transaction().execute((trx) =>
      audit.saveRow(trx, actor, 'article', input.id, {
        ...repo.articleRows.saved(trx, fields, { updated_at: new Date() }),
        view: toAdminArticle,
        missing: 3055,
        volatile: ['updated_at'],
        once: keys.creation(trx, actor.id, requestKey('article.create', input.request_id, fields)),
      }),
    );
    return toAdminArticle(row);
  }

  async saveBanner(actor: Actor, input: BannerInput): Promise<AdminBanner> {
    const { db, audit, keys } = this.console();
    const fields = {
      ...(pickLangFields(input, 'image', consoleText) as ArticleTexts<'image'>),
      ...(pickLangFields(input, 'title', consoleText) as ArticleTexts<'title'>),
      link: input.link.trim(),
      sort: input.sort,
      published: input.published,
    };
    const { repo } = this.deps;
    const row = await db.transaction().execute((trx) =>
      audit.saveRow(trx, actor, 'banner', input.id, {
        ...repo.bannerRows.saved(trx, fields),
        view: toAdminBanner,
        missing: 3055,
        once: keys.creation(trx, actor.id, requestKey('banner.create', input.request_id, fields)),
      }),
    );
    return toAdminBanner(row);
  }

  private console() {
    const { db, audit, keys } = this.deps;
    if (!db || !audit || !keys) throw new Error('content: no console dependencies');
    return { db, audit, keys };
  }

  async banners(lang: ApiLang) {
    const rows = await this.deps.repo.banners();
    return rows.map((b) => ({
      id: b.id,
      path: inLang(b, 'image', lang) ?? b.image_en,
      title: inLang(b, 'title', lang) ?? b.title_en,
      link: b.link,
    }));
  }

  /** One published article; 3020 when there is none. A member who opens it has read it. */
  async article(id: number, lang: ApiLang, reader?: { id: number }): Promise<Article> {
    const row = await this.deps.repo.published(id);
    if (!row) throw new AppError(3020, { field: 'id' });
    if (reader) await this.deps.repo.markRead(reader.id, row.id);
    const content = textOf(row, 'content', lang);
    let html = await cleanHtml(content.text);
    if (row.id === ARTICLE_IDS.howToPlay) html += await this.oddsTable(lang);
    return {
      ...this.summary(row, lang, false),
      fallback: content.fallback || textOf(row, 'title', lang).fallback,
      content: html,
      updated_at: row.updated_at.toISOString(),
    };
  }

  async list(group: ListedGroup, page: number, size: number, lang: ApiLang, reader?: { id: number }) {
    const [rows, total, unread] = await Promise.all([
      this.deps.repo.page(group, (page - 1) * size, size),
      this.deps.repo.count(group),
      reader ? this.deps.repo.unreadCount(reader.id, group) : Promise.resolve(0),
    ]);
    const read = reader
      ? await this.deps.repo.readOf(
          reader.id,
          rows.map((r) => r.id),
        )
      : undefined;
    return {
      list: rows.map((r) => this.summary(r, lang, read ? !read.has(r.id) : false)),
      total,
      page,
      size,
      unread,
    };
  }

  /** Writes an article (seed, operators): its HTML is sanitised before it is stored. */
  async insertIfMissing(db: Executor, row: Insertable<ArticleFields>): Promise<boolean> {
    return this.deps.repo.insertIfMissing(db, {
      ...row,
      ...((await pickLangFieldsAsync(row, 'content', async (html) =>
        typeof html === 'string' && html !== '' ? cleanHtml(html) : (html ?? null),
      )) as ArticleTexts<'content'>),
    });
  }

  /**
   * The announcement of a new fairness chain (DESIGN.md §6): its terminal hash and salt, published
   * before its first round, in the transaction that creates it. Once per chain.
   */
  announceChain(db: Executor, chain: ChainAnnounced): Promise<boolean> {
    return this.insertIfMissing(db, chainArticle(chain));
  }

  /** A live chain's salt was set: its announcement says so (issue 12). */
  async reannounceChain(db: Executor, chain: ChainAnnounced): Promise<void> {
    const { created_at: _c, updated_at: _u, ...article } = chainArticle(chain);
    await this.deps.repo.updateChainArticle(db, chain.id, {
      ...article,
      ...((await pickLangFieldsAsync(article, 'content', (html) =>
        cleanHtml(typeof html === 'string' ? html : ''),
      )) as ArticleTexts<'content'>),
    });
  }

  /**
   * The pages every installation needs (how to play, the agreements) and, in demo mode, news and
   * banners; an announcement for every chain made before content existed. Never overwrites an edit.
   */
  async ensureDefaults(db: Executor, demo: boolean, chains: ChainAnnounced[]): Promise<void> {
    // One query says what is there already, so a restart sanitises and writes nothing again.
    const present = await this.deps.repo.present(
      db,
      SEED_ARTICLES.map((a) => a.id ?? 0),
      chains.map((c) => c.id),
    );
    for (const article of SEED_ARTICLES) {
      if (present.articles.has(article.id ?? 0)) continue;
      if (demo || article.group_id === ARTICLE_GROUPS.pages || article.id === ARTICLE_IDS.howToPlay)
        await this.insertIfMissing(db, article);
    }
    if (demo && (await this.deps.repo.bannerRows.count()) === 0)
      await this.deps.repo.bannerRows.insertMany(SEED_BANNERS);
    for (const chain of chains) if (!present.chains.has(chain.id)) await this.announceChain(db, chain);
  }

  private summary(row: ArticleRow, lang: ApiLang, unread: boolean): ArticleSummary {
    const title = textOf(row, 'title', lang);
    return {
      id: row.id,
      group: row.group_id,
      title: title.text,
      img: row.img,
      created_at: row.created_at.toISOString(),
      fallback: title.fallback,
      unread,
    };
  }

  /** How to play ends with every open room's odds and RTP as they are now (DESIGN.md §1.7). */
  private async oddsTable(lang: ApiLang): Promise<string> {
    const t = ODDS_TEXT[lang];
    const rows = (await this.deps.rooms.enabled(lang)).flatMap((room) =>
      OUTCOME_LABELS[room.label_set][lang].map((label, i) => {
        const odds = [room.rate0, room.rate1, room.rate2, room.rate3][i] as number;
        return `<tr><td>${escapeHtml(room.title)}</td><td>${escapeHtml(label)}</td><td>${odds.toFixed(2)}</td><td>${rtpPercent(odds)}%</td></tr>`;
      }),
    );
    return (
      `<h3>${t.heading}</h3><table><thead><tr><th>${t.room}</th><th>${t.outcome}</th><th>${t.odds}</th><th>${t.rtp}</th></tr></thead>` +
      `<tbody>${rows.join('')}</tbody></table>`
    );
  }
}
