import type { ListedGroup, Locale } from '@roundhouse/contract/web';

/** Content's query keys: every answer is in one language, so the language is part of each key. */
export const contentKeys = {
  all: ['content'] as const,
  banners: (lang: Locale) => ['content', 'banners', lang] as const,
  article: (id: number, lang: Locale) => ['content', 'article', id, lang] as const,
  list: (group: ListedGroup, lang: Locale) => ['content', 'list', group, lang] as const,
};
