/** Languages as they cross the API (SPEC.md §7) and as the web app names them (SPEC.md §1). */
export const API_LANGS = ['en', 'chs', 'cht'] as const;
export type ApiLang = (typeof API_LANGS)[number];

export const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_TO_LANG: Record<Locale, ApiLang> = { 'en-US': 'en', 'zh-CN': 'chs', 'zh-TW': 'cht' };

export function toApiLang(value: unknown): ApiLang {
  return (API_LANGS as readonly unknown[]).includes(value) ? (value as ApiLang) : 'en';
}
