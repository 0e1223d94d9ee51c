// A walk over Chinese screens (issues 28 and 29): what each one shows that a Chinese reader should
// not see, gathered screen by screen and held empty at the end of the walk.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MAINLAND_WORDS } from '../scripts/mainland-words.ts';
import { darkFindings } from './contrast.ts';
import { brokenRanges, halfWidthMarks, labelProblems, pastTheEdge, visibleLatinWords } from './texts.ts';
import { visit } from './visit.ts';

export interface ChineseWalk {
  /** The root whose text is read, and what under it is a name or a code (see visibleText). */
  root: string;
  skip?: string;
  /** The Latin words a Chinese screen may show: units, codes and names. */
  allowed: RegExp;
  /** The controls whose label stays on one line and inside the control on a phone. */
  controls: string;
  /** On a dark system: every screen is dark and no text is too faint to read. */
  dark: boolean;
  /** zh-TW: Taiwan's words, not the mainland's in Traditional characters (decision 036). */
  taiwan: boolean;
}

export function chineseWalk(walk: ChineseWalk) {
  const words: string[] = [];
  const marks: string[] = [];
  const faint: string[] = [];
  const wrapped: string[] = [];
  const mainland: string[] = [];
  return {
    /** Shows each of `paths` in turn on `page` (on a dark system if the walk is dark) and reads it. */
    async screens(page: Page, paths: readonly string[]) {
      if (walk.dark) await page.emulateMedia({ colorScheme: 'dark' });
      for (const path of paths) {
        await visit(page, path);
        await this.read(page, path);
      }
    },
    /** Reads the screen now on the page, its findings named by `where`. */
    async read(page: Page, where: string) {
      for (const mark of await halfWidthMarks(page, walk.root, walk.skip)) marks.push(`${where}: ${mark}`);
      for (const word of await visibleLatinWords(page, walk.root, walk.skip))
        if (!walk.allowed.test(word)) words.push(`${where}: ${word}`);
      if (walk.dark) faint.push(...(await darkFindings(page, where)));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (sideways > 0) wrapped.push(`${where}: the page scrolls sideways by ${sideways} px`);
      const labels = await labelProblems(page, walk.controls);
      for (const text of labels.wrapped) wrapped.push(`${where}: ${text}`);
      for (const text of labels.cut) wrapped.push(`${where}: ${text} cut`);
      for (const range of await brokenRanges(page, walk.root)) wrapped.push(`${where}: ${range} broken across lines`);
      for (const text of await pastTheEdge(page)) wrapped.push(`${where}: ${text} past the screen's edge`);
      if (walk.taiwan) {
        // All the text, the libraries' own among it (a pull-to-refresh's hint is in the page, not shown).
        const text = await page.locator(walk.root).first().innerText();
        for (const [word, ours] of MAINLAND_WORDS)
          if (word.test(text)) mainland.push(`${where}: ${word.source} (${ours})`);
      }
    },
    /**
     * No English word, no Western mark after Chinese, no faint text, no sideways scroll, no wrapped
     * or cut control, no wrapped number range, no text past the screen's edge, and in zh-TW no
     * mainland word.
     */
    expectClean() {
      expect([...new Set(words)]).toEqual([]);
      expect([...new Set(marks)]).toEqual([]);
      expect(faint).toEqual([]);
      expect(wrapped).toEqual([]);
      expect([...new Set(mainland)]).toEqual([]);
    },
  };
}
