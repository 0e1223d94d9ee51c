import { API_LANGS, type ApiLang, FALLBACK_LANG } from '@roundhouse/contract';
import type { ColumnType } from 'kysely';

/**
 * A text in every language, as a table keeps it (decision 031): one JSON column per field with a
 * key per language (`{"en": "…", "chs": "…"}`), so that adding a language to the registry needs no
 * migration. A language without its text has no key. The code sees these fields flat, one per
 * language as the API names them (`title_en`, `title_chs`, …): a repository converts at the table's
 * edge, with `flatTexts` on what it reads and `storedTexts` on what it writes.
 */
export type Texts = Partial<Record<ApiLang, string>>;
export type TextsColumn = ColumnType<Texts, Texts, Texts>;

/**
 * A table's text columns: `every`, a text every language has (a room's title: a language added
 * since reads the fallback language's until an operator writes its own); `some`, one a language
 * may lack (an article's translation: null, and the reader is told).
 */
export type TextFields = Readonly<Record<string, 'every' | 'some'>>;

/** A stored row with each text column it has spread into its per-language fields. */
export function flatTexts<Out>(row: object, fields: TextFields): Out {
  // Built afresh rather than with `delete`: rows are kept in memory (rooms) and read on every call.
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const kind = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (kind === undefined) {
      out[key] = value;
      continue;
    }
    const texts = (value ?? {}) as Texts;
    for (const lang of API_LANGS) {
      out[`${key}_${lang}`] = texts[lang] ?? (kind === 'every' ? (texts[FALLBACK_LANG] ?? '') : null);
    }
  }
  return out as Out;
}

/**
 * Values to write with each of `fields`' per-language fields gathered into its column; a null or
 * absent text is left out. A field none of whose languages is given is not written (an update that
 * leaves it alone); one that is given is written whole, so a write names all of its languages.
 */
export function storedTexts<Out>(values: object, fields: TextFields): Out {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const split = key.lastIndexOf('_');
    const field = key.slice(0, split);
    const lang = key.slice(split + 1) as ApiLang;
    if (split < 1 || !Object.hasOwn(fields, field) || !API_LANGS.includes(lang)) {
      out[key] = value;
      continue;
    }
    const texts = (out[field] ?? {}) as Texts;
    if (typeof value === 'string') texts[lang] = value;
    out[field] = texts;
  }
  return out as Out;
}
