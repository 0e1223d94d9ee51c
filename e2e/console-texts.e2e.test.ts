import { beforeAll, describe, expect, it } from 'vitest';
import { shot, signIn, staffScreen } from './browser.ts';
import { chineseWalk } from './chinese-screens.ts';
import { CONSOLE_SCREENS } from './member-screens.ts';
import { cutShort, labelProblems } from './texts.ts';
import { visit } from './visit.ts';

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
      // zh-TW on a dark system.
      const taiwan = locale === 'zh-TW';
      const walk = chineseWalk({
        root: '.admin',
        skip: '.admin-mono',
        allowed: ALLOWED,
        controls: CONTROLS,
        dark: taiwan,
        taiwan,
      });
      await walk.screens(page, CONSOLE_SCREENS);
      // A member's page: the demo member's limits, reminder and exclusion, each labelled.
      // (Found by name: after the other browser tests' sign-ups it is not on the first page.)
      await visit(page, '/admin/members');
      await page.getByRole('searchbox').fill('demo');
      await page.getByRole('searchbox').press('Enter');
      // A member's status is one word on one line (正常 stood as 正 over 常 in the table's column).
      const status = page.getByTestId('member-row').filter({ hasText: 'demo' }).first().locator('td').nth(3);
      const lines = await status.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      await page.getByRole('link', { name: 'demo', exact: true }).click();
      await page.getByTestId('member-status').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `${locale}-admin-member-390`);
      await walk.read(page, 'member');
      // No English word, no Western mark, no faint text; buttons and tabs on one line on a phone.
      walk.expectClean();
      await context.close();
    });
  }
});

/**
 * Between a phone and a desktop (a tablet held upright, 768 px): the console's searches showed
 * "Name, phone, invitation code o" and "Member, amount, reference or #i" there. On every screen no
 * sideways scroll, no button or tab cut or broken, no field's hint longer than the field.
 */
describe('the console on a tablet', () => {
  it('shows every screen whole at 768 px (en-US)', async () => {
    const context = await staffScreen(token, 768);
    const page = await context.newPage();
    for (const path of CONSOLE_SCREENS) {
      await visit(page, path);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const found = { sideways, ...(await labelProblems(page, CONTROLS)), short: await cutShort(page, '.admin h2') };
      expect(found, path).toEqual({ sideways: 0, cut: [], wrapped: [], short: [] });
    }
    await shot(page, 'en-US-admin-staff-768');
    await context.close();
  });
});

/** The console's texts are a file of their own: where it cannot be fetched, the console said nothing for ever. */
describe('the console without its texts', () => {
  it('says the screen did not load and shows it on Try again (zh-TW)', async () => {
    const context = await staffScreen(token, 390, 'zh-TW');
    const page = await context.newPage();
    // The console's zh-TW texts, found by its title (the app's own texts do not hold it).
    const texts = async (route: import('playwright-core').Route) => {
      const answer = await route.fetch();
      if ((await answer.text()).includes('營運後台')) await route.abort('internetdisconnected');
      else await route.fulfill({ response: answer });
    };
    await page.route('**/assets/*.js', texts);
    await page.goto('/admin');
    await page.getByTestId('route-error').waitFor();
    expect(await page.getByTestId('route-error').innerText()).toContain('頁面未能載入');
    await page.unroute('**/assets/*.js', texts);
    await page.getByRole('button', { name: '重試' }).click();
    await page.getByTestId('pending-deposits').waitFor();
    await context.close();
  });
});
