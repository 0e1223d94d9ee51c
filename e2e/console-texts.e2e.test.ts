import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shot, signIn, staffScreen } from './browser.ts';
import { darkFindings } from './contrast.ts';
import { halfWidthMarks, visibleLatinWords, wrappedTexts } from './texts.ts';

/** Letters a Chinese console may show: units, codes and names the world writes in Latin letters. */
const ALLOWED =
  /^(USD|USDT|TRC|ERC|VIP|ID|IP|CSV|QR|RTP|UTC|Bank|Chrome|Android|Safari|iOS|Linux|Windows|macOS|Firefox|Edge|Opera)$/;
/** The console's controls, whose label is one line on a phone: buttons and tabs. */
const CONTROLS = '.admin button, .admin [role=tab]';

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/**
 * Issue 29: the Chinese console shows no English words outside names, numbers and codes (those are
 * marked translate="no", or set as codes in .admin-mono: a name, a hash, an address, an English text
 * shown where an article has none in the language), at 390 px, on every screen. The zh-TW walk is on
 * a dark system: every console screen is dark too, and no text is too faint to read (issue 28).
 */
describe('the console in Chinese', () => {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`has no English words outside names and codes (${locale})`, async () => {
      const context = await staffScreen(token, 390, locale);
      const page = await context.newPage();
      const dark = locale === 'zh-TW';
      if (dark) await page.emulateMedia({ colorScheme: 'dark' });
      const found: string[] = [];
      const marks: string[] = [];
      const faint: string[] = [];
      const wrapped: string[] = [];
      for (const path of [
        '/admin',
        '/admin/queues',
        '/admin/members',
        '/admin/rooms',
        '/admin/fairness',
        '/admin/content',
        '/admin/settings',
        '/admin/audit',
        '/admin/staff',
        '/admin/nowhere',
      ]) {
        await page.goto(`${inject('baseUrl')}${path}`);
        await page.locator('.admin-main').waitFor();
        await page.waitForLoadState('networkidle');
        for (const mark of await halfWidthMarks(page, '.admin', '.admin-mono')) marks.push(`${path}: ${mark}`);
        for (const word of await visibleLatinWords(page, '.admin', '.admin-mono'))
          if (!ALLOWED.test(word)) found.push(`${path}: ${word}`);
        if (dark) faint.push(...(await darkFindings(page, path)));
        for (const text of await wrappedTexts(page, CONTROLS)) wrapped.push(`${path}: ${text}`);
      }
      // A member's page: the demo member's limits, reminder and exclusion, each labelled.
      // (Found by name: after the other browser tests' sign-ups it is not on the first page.)
      await page.goto(`${inject('baseUrl')}/admin/members`);
      await page.getByRole('searchbox').fill('demo');
      await page.getByRole('searchbox').press('Enter');
      await page.getByRole('link', { name: 'demo', exact: true }).click();
      await page.getByTestId('member-status').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `${locale}-admin-member-390`);
      for (const mark of await halfWidthMarks(page, '.admin', '.admin-mono')) marks.push(`member: ${mark}`);
      for (const word of await visibleLatinWords(page, '.admin', '.admin-mono'))
        if (!ALLOWED.test(word)) found.push(`member: ${word}`);
      if (dark) faint.push(...(await darkFindings(page, 'member')));
      for (const text of await wrappedTexts(page, CONTROLS)) wrapped.push(`member: ${text}`);
      expect([...new Set(found)]).toEqual([]);
      expect([...new Set(marks)]).toEqual([]);
      expect(faint).toEqual([]);
      // Buttons and tabs keep their label on one line on a phone.
      expect(wrapped).toEqual([]);
      await context.close();
    });
  }
});
