import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_TO_LANG } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { errorTextsFor } from '../../../../scripts/error-texts.ts';

describe('the error catalogue the web carries', () => {
  it.each(Object.keys(LOCALE_TO_LANG) as (keyof typeof LOCALE_TO_LANG)[])(
    'is the contract’s, in %s (run `npm run error-texts` after changing errors.ts)',
    (locale) => {
      const file = fs.readFileSync(path.join(import.meta.dirname, 'errors', `${locale}.json`), 'utf8');
      expect(file).toBe(errorTextsFor(locale));
    },
  );
});
