import { type ApiLang, ARTICLE_GROUPS, langFields, saltOriginText } from '@roundhouse/contract';
import { GAME_TYPES, type GameType } from '@roundhouse/game';
import type { Insertable } from 'kysely';
import type { ArticleFields } from '../../db/schema.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const saltOrigin = saltOriginText;

export interface ChainAnnounced {
  id: number;
  game_type: GameType;
  terminal_hash: string;
  salt: string;
  salt_origin: string;
  length: number;
  created_at?: Date;
}

interface ChainTexts {
  /** Each game type's name, in the registry's order. */
  games: readonly string[];
  title: (game: string, hash: string) => string;
  content: (t: { game: string; length: number; hash: string; salt: string; origin: string }) => string;
}

/** The announcement's words in each language (a new language adds its entry; the compiler asks). */
const TEXTS: Record<ApiLang, ChainTexts> = {
  en: {
    games: ['Digits', 'Dice'],
    title: (game, hash) => `New fairness chain for ${game}: ${hash}…`,
    content: (t) =>
      `<p>The next ${t.length} rounds of ${t.game} draw from a new hash chain. Its terminal hash, ` +
      `fixed before the first of them opens:</p><p>${t.hash}</p>` +
      `<p>Salt: ${t.salt} (${t.origin}).</p>` +
      '<p>Every round publishes the SHA-256 of its seed before it opens and the seed after its draw. ' +
      'Hashing a seed again and again leads to this terminal hash: check any round on <a href="/verify">the verify page</a>.</p>',
  },
  chs: {
    games: ['数字', '骰子'],
    title: (game, hash) => `${game}新的公平性哈希链：${hash}…`,
    content: (t) =>
      `<p>${t.game}接下来的 ${t.length} 期由一条新的哈希链开奖。其终端哈希在第一期开盘前已固定：</p>` +
      `<p>${t.hash}</p><p>盐值：${t.salt}（${t.origin}）。</p>` +
      '<p>每一期开盘前公布其种子的 SHA-256，开奖后公布种子本身。对种子反复哈希即得到此终端哈希：' +
      '可在<a href="/verify">验证页</a>核对任何一期。</p>',
  },
  cht: {
    games: ['數字', '骰子'],
    title: (game, hash) => `${game}新的公平性雜湊鏈：${hash}…`,
    content: (t) =>
      `<p>${t.game}接下來的 ${t.length} 期由一條新的雜湊鏈開獎。其終端雜湊在第一期開盤前已固定：</p>` +
      `<p>${t.hash}</p><p>鹽值：${t.salt}（${t.origin}）。</p>` +
      '<p>每一期開盤前公佈其種子的 SHA-256，開獎後公佈種子本身。對種子反覆雜湊即得到此終端雜湊：' +
      '可在<a href="/verify">驗證頁</a>核對任何一期。</p>',
  },
};

/** The announcement of a fairness chain, in every language (an announcement, one per chain). */
export function chainArticle(chain: ChainAnnounced): Insertable<ArticleFields> {
  const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
  const game = (lang: ApiLang) => TEXTS[lang].games[GAME_TYPES.indexOf(chain.game_type)] ?? String(chain.game_type);
  return {
    group_id: ARTICLE_GROUPS.announcements,
    chain_id: chain.id,
    ...(chain.created_at ? { created_at: chain.created_at, updated_at: chain.created_at } : {}),
    ...langFields('title', (lang) => TEXTS[lang].title(game(lang), chain.terminal_hash.slice(0, 12))),
    ...langFields('content', (lang) =>
      TEXTS[lang].content({
        game: game(lang),
        length: chain.length,
        hash: code(chain.terminal_hash),
        salt: code(chain.salt),
        origin: escapeHtml(saltOrigin(chain.salt_origin, lang)),
      }),
    ),
  };
}
