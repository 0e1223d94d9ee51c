// `npm run error-texts`: writes the error catalogue (packages/contract/src/errors.ts) as one JSON file
// per language under apps/web/src/i18n/errors, so that the web's first load carries English only
// and each Chinese catalogue loads with its language's texts. A unit test fails when they are stale.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_TEXTS, LOCALE_TO_LANG } from '../packages/contract/src/index.ts';

const dir = path.resolve(import.meta.dirname, '../apps/web/src/i18n/errors');

/** The catalogue in one locale, as the web's i18n reads it (`errMsg.<code>`). */
export function errorTextsFor(locale: keyof typeof LOCALE_TO_LANG): string {
  const lang = LOCALE_TO_LANG[locale];
  const texts = Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, t]) => [code, t[lang]]));
  return `${JSON.stringify(texts, null, 2)}\n`;
}

if (process.argv[1] === import.meta.filename) {
  for (const locale of Object.keys(LOCALE_TO_LANG) as (keyof typeof LOCALE_TO_LANG)[]) {
    fs.writeFileSync(path.join(dir, `${locale}.json`), errorTextsFor(locale));
  }
  console.log(`error texts written to ${path.relative(process.cwd(), dir)}`);
}
