/**
 * The languages registry (issue 26, part 3): each language's code as it crosses the API (SPEC.md
 * §7), its locale in the web app (SPEC.md §1), its own name (and a short one for form labels), and
 * which browser language tags it answers. Every other list of languages derives from here; docs/architecture.md says how to add one.
 */
export const LANGUAGES = [
  { api: 'en', locale: 'en-US', name: 'English', short: 'English', tags: /^en\b/i },
  // Simplified Chinese for every Chinese tag but those of Traditional script or regions.
  { api: 'chs', locale: 'zh-CN', name: '简体中文', short: '简体', tags: /^zh(?!-(?:TW|HK|MO|Hant))/i },
  { api: 'cht', locale: 'zh-TW', name: '繁體中文', short: '繁體', tags: /^zh-(?:TW|HK|MO|Hant)/i },
] as const;

type Language = (typeof LANGUAGES)[number];
export type ApiLang = Language['api'];
export type Locale = Language['locale'];

export const API_LANGS = LANGUAGES.map((l) => l.api) as unknown as readonly [ApiLang, ...ApiLang[]];
export const LOCALES = LANGUAGES.map((l) => l.locale) as unknown as readonly [Locale, ...Locale[]];

export const LOCALE_TO_LANG = Object.fromEntries(LANGUAGES.map((l) => [l.locale, l.api])) as Record<Locale, ApiLang>;

/** Each locale's own name, for the language picker. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.locale, l.name])) as Record<Locale, string>;

export function toApiLang(value: unknown): ApiLang {
  return (API_LANGS as readonly unknown[]).includes(value) ? (value as ApiLang) : 'en';
}

/**
 * The locale for a browser language tag (navigator.language, the first of Accept-Language): the web
 * app and the server's first screen decide by this one rule. English when no language claims it.
 */
export function localeOfTag(tag: string): Locale {
  return LANGUAGES.find((l) => l.tags.test(tag.trim()))?.locale ?? 'en-US';
}

/** The language every text exists in, and what a missing translation falls back to. */
export const FALLBACK_LANG = LANGUAGES[0].api;
type FallbackLang = typeof FALLBACK_LANG;

/** A field's column (or API field) in each language: `title` → `title_en`, `title_chs`, … */
export type LangKeys<F extends string> = `${F}_${ApiLang}`;

/** One value per language under the field's per-language names: `{ title_en: v, title_chs: v, … }`. */
export type LangFields<F extends string, V> = { [K in LangKeys<F>]: V };

/** The per-language names of a field, in the registry's order (`m.title` → `m.title_en`, …). */
export function langKeys<F extends string>(field: F): LangKeys<F>[] {
  return API_LANGS.map((lang) => `${field}_${lang}` as LangKeys<F>);
}

/** An object with `value(lang)` under each of a field's per-language names. */
export function langFields<F extends string, V>(field: F, value: (lang: ApiLang) => V): LangFields<F, V> {
  return Object.fromEntries(API_LANGS.map((lang) => [`${field}_${lang}`, value(lang)])) as LangFields<F, V>;
}

/** Per-language values where the fallback language's differs (required) from the others' (optional). */
export type LangFieldsWithFallback<F extends string, R, O> = { [K in `${F}_${FallbackLang}`]: R } & {
  [K in `${F}_${Exclude<ApiLang, FallbackLang>}`]: O;
};

export function langFieldsWithFallback<F extends string, R, O>(
  field: F,
  required: R,
  optional: O,
): LangFieldsWithFallback<F, R, O> {
  return langFields<F, R | O>(field, (lang) =>
    lang === FALLBACK_LANG ? required : optional,
  ) as LangFieldsWithFallback<F, R, O>;
}

/** A row's per-language values of a field, unchanged or through `map`. */
export function pickLangFields<F extends string, R extends Partial<LangFields<F, unknown>>, W = R[LangKeys<F>]>(
  row: R,
  field: F,
  map: (value: R[LangKeys<F>], lang: ApiLang) => W = (value) => value as unknown as W,
): LangFields<F, W> {
  const get = (key: LangKeys<F>) => row[key] as R[LangKeys<F>];
  return langFields(field, (lang) => map(get(`${field}_${lang}` as LangKeys<F>), lang));
}

/** pickLangFields through an asynchronous `map` (sanitising HTML), every language at once. */
export async function pickLangFieldsAsync<F extends string, R extends Partial<LangFields<F, unknown>>, W>(
  row: R,
  field: F,
  map: (value: R[LangKeys<F>], lang: ApiLang) => Promise<W>,
): Promise<LangFields<F, W>> {
  const pending = pickLangFields(row, field, map);
  const values = await Promise.all(langKeys(field).map((key) => pending[key]));
  return Object.fromEntries(langKeys(field).map((key, i) => [key, values[i]])) as LangFields<F, W>;
}

/**
 * A row's text in a language, from its `<field>_<lang>` columns (the suffixes are the API's language
 * names). A nullable column answers null where a text is missing.
 */
export function inLang<F extends string, R extends { [K in `${F}_${ApiLang}`]: unknown }>(
  row: R,
  field: F,
  lang: ApiLang,
): R[`${F}_${ApiLang}`] {
  return row[`${field}_${lang}` as `${F}_${ApiLang}`] as R[`${F}_${ApiLang}`];
}
