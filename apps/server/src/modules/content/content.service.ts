import {
  type AdminArticle,
  type AdminBanner,
  type ApiLang,
  ARTICLE_IDS,
  type Article,
  type ArticleSummary,
  inLang,
  OUTCOME_LABELS,
} from '@roundhouse/contract';
import { rtpPercent } from '@roundhouse/game';
import type { Insertable } from 'kysely';
import type sanitizeHtml from 'sanitize-html';
import type { Db, Executor } from '../../db/database.ts';
import type { ArticleRow, ArticlesTable, BannerRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import { diff } from '../audit/diff.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import type { ContentRepository } from './content.repository.ts';
import { SEED_ARTICLES, SEED_BANNERS } from './content.seed.ts';

/** What an article may contain: text structure, links, images of ours; no script, style or frame. */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan'],
    th: ['colspan'],
  },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Links outside the app open in a new tab and pass on nothing.
  transformTags: {
    a: (tagName, given) => {
      const href = given.href ?? '';
      const inside = href.startsWith('/') && !href.startsWith('//');
      const attribs: sanitizeHtml.Attributes = inside
        ? { href }
        : { href, target: '_blank', rel: 'noopener noreferrer' };
      return { tagName, attribs };
    },
  },
  disallowedTagsMode: 'discard',
};
let sanitizer: Promise<typeof sanitizeHtml> | undefined;

/**
 * Sanitised HTML: on every write, and again on every read (a row may have been written by hand).
 * sanitize-html loads on first use: loading it was a tenth of a warm start (issue 9).
 */
export async function cleanHtml(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then((m) => m.default);
  return (await sanitizer)(html, ARTICLE_HTML);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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

/** The salt origins the server writes itself, in each language; an operator's own text stays as written. */
const SALT_ORIGINS: Record<string, Record<ApiLang, string>> = {
  'random at chain creation (demo mode)': {
    en: 'random at chain creation (demo mode)',
    chs: '创建哈希链时随机生成（演示模式）',
    cht: '建立雜湊鏈時隨機產生（示範模式）',
  },
  'random at chain creation': {
    en: 'random at chain creation',
    chs: '创建哈希链时随机生成',
    cht: '建立雜湊鏈時隨機產生',
  },
  'set by the operator before the first round': {
    en: 'to be set by the operator before the first round',
    chs: '将由运营方在第一期之前设定',
    cht: '將由營運方在第一期之前設定',
  },
};
const saltOrigin = (origin: string, lang: ApiLang) => SALT_ORIGINS[origin]?.[lang] ?? origin;

type Text = 'title' | 'content';
function textOf(row: ArticleRow, field: Text, lang: ApiLang): { text: string; fallback: boolean } {
  const own = inLang(row, field, lang);
  return own ? { text: own, fallback: false } : { text: row[`${field}_en`], fallback: lang !== 'en' };
}

export type ArticleInput = Omit<AdminArticle, 'id' | 'chain_id' | 'created_at' | 'updated_at' | 'group_id'> & {
  id?: number | undefined;
  group_id: 1 | 9 | 14;
};
export type BannerInput = Omit<AdminBanner, 'id'> & { id?: number | undefined };

function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    group_id: row.group_id,
    title_en: row.title_en,
    title_chs: row.title_chs,
    title_cht: row.title_cht,
    content_en: row.content_en,
    content_chs: row.content_chs,
    content_cht: row.content_cht,
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
    image_en: row.image_en,
    image_chs: row.image_chs,
    image_cht: row.image_cht,
    title_en: row.title_en,
    title_chs: row.title_chs,
    title_cht: row.title_cht,
    link: row.link,
    sort: row.sort,
    published: row.published,
  };
}

export interface ChainAnnounced {
  id: number;
  game_type: 1 | 2;
  terminal_hash: string;
  salt: string;
  salt_origin: string;
  length: number;
  created_at?: Date;
}

/** Articles (help, news, announcements) and banners, in three languages (DESIGN.md §8). */
export class ContentService {
  constructor(private readonly deps: { repo: ContentRepository; rooms: RoomsService; db?: Db; audit?: AuditLog }) {}

  // The console (issue 12): every article and banner in all three languages.

  async adminArticles(group: 1 | 9 | 14 | undefined): Promise<AdminArticle[]> {
    return (await this.deps.repo.allArticles(group)).map(toAdminArticle);
  }

  async adminBanners(): Promise<AdminBanner[]> {
    return (await this.deps.repo.allBanners()).map(toAdminBanner);
  }

  /** Creates or edits an article (HTML sanitised before it is stored) with its audit row. */
  async saveArticle(actor: Actor, input: ArticleInput): Promise<AdminArticle> {
    const { db, audit } = this.console();
    const clean = async (html: string | null) => (html === null || html.trim() === '' ? null : cleanHtml(html));
    const blank = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
    const fields = {
      group_id: input.group_id,
      title_en: input.title_en.trim(),
      title_chs: blank(input.title_chs),
      title_cht: blank(input.title_cht),
      content_en: await cleanHtml(input.content_en),
      content_chs: await clean(input.content_chs),
      content_cht: await clean(input.content_cht),
      img: blank(input.img),
      sort: input.sort,
      published: input.published,
    };
    return db.transaction().execute(async (trx) => {
      if (input.id === undefined) {
        const row = toAdminArticle(await this.deps.repo.insertArticle(trx, fields));
        await audit.record(trx, actor, 'article.create', `article:${row.id}`, null, row);
        return row;
      }
      const before = await this.deps.repo.articleLocked(trx, input.id);
      if (!before) throw new AppError(3055, { field: 'id' });
      const row = toAdminArticle(await this.deps.repo.updateArticle(trx, input.id, fields));
      const changed = diff({ ...toAdminArticle(before), updated_at: '' }, { ...row, updated_at: '' });
      if (changed) await audit.record(trx, actor, 'article.save', `article:${row.id}`, changed.before, changed.after);
      return row;
    });
  }

  async saveBanner(actor: Actor, input: BannerInput): Promise<AdminBanner> {
    const { db, audit } = this.console();
    const blank = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
    const fields = {
      image_en: input.image_en.trim(),
      image_chs: blank(input.image_chs),
      image_cht: blank(input.image_cht),
      title_en: input.title_en.trim(),
      title_chs: blank(input.title_chs),
      title_cht: blank(input.title_cht),
      link: input.link.trim(),
      sort: input.sort,
      published: input.published,
    };
    return db.transaction().execute(async (trx) => {
      if (input.id === undefined) {
        const row = toAdminBanner(await this.deps.repo.insertBanner(trx, fields));
        await audit.record(trx, actor, 'banner.create', `banner:${row.id}`, null, row);
        return row;
      }
      const before = await this.deps.repo.bannerLocked(trx, input.id);
      if (!before) throw new AppError(3055, { field: 'id' });
      const row = toAdminBanner(await this.deps.repo.updateBanner(trx, input.id, fields));
      const changed = diff(toAdminBanner(before), row);
      if (changed) await audit.record(trx, actor, 'banner.save', `banner:${row.id}`, changed.before, changed.after);
      return row;
    });
  }

  private console() {
    const { db, audit } = this.deps;
    if (!db || !audit) throw new Error('content: no console dependencies');
    return { db, audit };
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

  async list(group: 9 | 14, page: number, size: number, lang: ApiLang, reader?: { id: number }) {
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
  async insertIfMissing(db: Executor, row: Insertable<ArticlesTable>): Promise<boolean> {
    return this.deps.repo.insertIfMissing(db, {
      ...row,
      content_en: await cleanHtml(row.content_en),
      content_chs: row.content_chs ? await cleanHtml(row.content_chs) : row.content_chs,
      content_cht: row.content_cht ? await cleanHtml(row.content_cht) : row.content_cht,
    });
  }

  /**
   * The announcement of a new fairness chain (DESIGN.md §6): its terminal hash and salt, published
   * before its first round, in the transaction that creates it. Once per chain.
   */
  announceChain(db: Executor, chain: ChainAnnounced): Promise<boolean> {
    return this.insertIfMissing(db, this.chainArticle(chain));
  }

  /** A live chain's salt was set: its announcement says so (issue 12). */
  async reannounceChain(db: Executor, chain: ChainAnnounced): Promise<void> {
    const { created_at: _c, updated_at: _u, ...article } = this.chainArticle(chain);
    await this.deps.repo.updateChainArticle(db, chain.id, {
      ...article,
      content_en: await cleanHtml(article.content_en),
      content_chs: await cleanHtml(article.content_chs ?? ''),
      content_cht: await cleanHtml(article.content_cht ?? ''),
    });
  }

  private chainArticle(chain: ChainAnnounced): Insertable<ArticlesTable> {
    const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
    const game = { en: ['Digits', 'Dice'], chs: ['数字', '骰子'], cht: ['數字', '骰子'] };
    const name = (lang: ApiLang) => game[lang][chain.game_type - 1];
    return {
      group_id: 14,
      chain_id: chain.id,
      ...(chain.created_at ? { created_at: chain.created_at, updated_at: chain.created_at } : {}),
      title_en: `New fairness chain for ${name('en')}: ${chain.terminal_hash.slice(0, 12)}…`,
      title_chs: `${name('chs')}新的公平性哈希链：${chain.terminal_hash.slice(0, 12)}…`,
      title_cht: `${name('cht')}新的公平性雜湊鏈：${chain.terminal_hash.slice(0, 12)}…`,
      content_en:
        `<p>The next ${chain.length} rounds of ${name('en')} draw from a new hash chain. Its terminal hash, ` +
        `fixed before the first of them opens:</p><p>${code(chain.terminal_hash)}</p>` +
        `<p>Salt: ${code(chain.salt)} (${escapeHtml(saltOrigin(chain.salt_origin, 'en'))}).</p>` +
        '<p>Every round publishes the SHA-256 of its seed before it opens and the seed after its draw. ' +
        'Hashing a seed again and again leads to this terminal hash: check any round on <a href="/verify">the verify page</a>.</p>',
      content_chs:
        `<p>${name('chs')}接下来的 ${chain.length} 期由一条新的哈希链开奖。其终端哈希在第一期开盘前已固定：</p>` +
        `<p>${code(chain.terminal_hash)}</p><p>盐值：${code(chain.salt)}（${escapeHtml(saltOrigin(chain.salt_origin, 'chs'))}）。</p>` +
        '<p>每一期开盘前公布其种子的 SHA-256，开奖后公布种子本身。对种子反复哈希即得到此终端哈希：' +
        '可在<a href="/verify">验证页</a>核对任何一期。</p>',
      content_cht:
        `<p>${name('cht')}接下來的 ${chain.length} 期由一條新的雜湊鏈開獎。其終端雜湊在第一期開盤前已固定：</p>` +
        `<p>${code(chain.terminal_hash)}</p><p>鹽值：${code(chain.salt)}（${escapeHtml(saltOrigin(chain.salt_origin, 'cht'))}）。</p>` +
        '<p>每一期開盤前公佈其種子的 SHA-256，開獎後公佈種子本身。對種子反覆雜湊即得到此終端雜湊：' +
        '可在<a href="/verify">驗證頁</a>核對任何一期。</p>',
    };
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
      if (demo || article.group_id === 1 || article.id === ARTICLE_IDS.howToPlay)
        await this.insertIfMissing(db, article);
    }
    if (demo && (await this.deps.repo.bannerCount()) === 0) await this.deps.repo.insertBanners(SEED_BANNERS);
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
