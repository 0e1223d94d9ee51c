import type { ApiLang } from './lang.ts';

/** The fixed pages: how to play, the user agreement, the privacy policy. */
export const ARTICLE_IDS = { howToPlay: 26, agreement: 35, privacy: 36 } as const;

/**
 * The article groups, in the order the console lists them: news and help (9) and announcements (14)
 * are the members' lists, pages (1) the fixed pages. The one place their numbers are spelled.
 */
export const ARTICLE_GROUPS = { news: 9, announcements: 14, pages: 1 } as const;
export type ArticleGroup = (typeof ARTICLE_GROUPS)[keyof typeof ARTICLE_GROUPS];
/** The groups a member can list (getArticlelist). */
export const LISTED_GROUPS = [ARTICLE_GROUPS.news, ARTICLE_GROUPS.announcements] as const;
export type ListedGroup = (typeof LISTED_GROUPS)[number];

/** The salt origins the server writes itself, in each language; an operator's own text stays as written. */
export const SALT_ORIGINS = {
  demo: {
    en: 'random at chain creation (demo mode)',
    chs: '创建哈希链时随机生成（演示模式）',
    cht: '建立雜湊鏈時隨機產生（示範模式）',
  },
  random: {
    en: 'random at chain creation',
    chs: '创建哈希链时随机生成',
    cht: '建立雜湊鏈時隨機產生',
  },
  later: {
    en: 'to be set by the operator before the first round',
    chs: '将由运营方在第一期之前设定',
    cht: '將由營運方在第一期之前設定',
  },
} as const satisfies Record<string, Record<ApiLang, string>>;

/** What the server writes as each origin (chains.service), the key to SALT_ORIGINS. */
export const SALT_ORIGIN_WRITTEN = {
  demo: 'random at chain creation (demo mode)',
  random: 'random at chain creation',
  later: 'set by the operator before the first round',
} as const;

/** A chain's salt origin in a language: the server's own in words of that language; an operator's as written. */
export function saltOriginText(origin: string, lang: ApiLang): string {
  const key = (Object.keys(SALT_ORIGIN_WRITTEN) as (keyof typeof SALT_ORIGIN_WRITTEN)[]).find(
    (k) => SALT_ORIGIN_WRITTEN[k] === origin,
  );
  return key ? SALT_ORIGINS[key][lang] : origin;
}
