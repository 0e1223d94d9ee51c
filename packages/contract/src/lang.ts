/** Languages as they cross the API (SPEC.md §7) and as the web app names them (SPEC.md §1). */
export const API_LANGS = ['en', 'chs', 'cht'] as const;
export type ApiLang = (typeof API_LANGS)[number];

export const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_TO_LANG: Record<Locale, ApiLang> = { 'en-US': 'en', 'zh-CN': 'chs', 'zh-TW': 'cht' };

export function toApiLang(value: unknown): ApiLang {
  return (API_LANGS as readonly unknown[]).includes(value) ? (value as ApiLang) : 'en';
}

/**
 * A row's text in a language, from its `<field>_en`, `<field>_chs` and `<field>_cht` columns (the
 * suffixes are the API's language names). A nullable column answers null where a text is missing.
 */
export function inLang<F extends string, R extends { [K in `${F}_${ApiLang}`]: unknown }>(
  row: R,
  field: F,
  lang: ApiLang,
): R[`${F}_${ApiLang}`] {
  return row[`${field}_${lang}` as `${F}_${ApiLang}`] as R[`${F}_${ApiLang}`];
}
