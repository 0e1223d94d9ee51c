import { describe, expect, it } from 'vitest';
import { api, browser, loggedInPhone, shot } from './browser.ts';
import { isDark, unreadable } from './contrast.ts';
import { visit } from './visit.ts';

/**
 * Dark mode (issue 28): the app follows the system's setting, and the member's own choice in
 * Settings, which the server's first screen has too. Every screen visited is dark, and no text is
 * drawn too faint to read on what is behind it (in Chinese: app-texts.e2e.test.ts walks every
 * screen of the app dark in zh-TW).
 */

const SCREENS: [string, string, string][] = [
  ['/', 'home', '.home-page, .banner-strip'],
  ['/user', 'user', '.balance-card, .user-header'],
  ['/my_bets', 'bets', 'body'],
  ['/recharge', 'recharge', 'body'],
  ['/finance', 'finance', 'body'],
  ['/my_set', 'settings', 'body'],
];

describe('dark mode', () => {
  for (const locale of ['en-US'] as const) {
    it(`follows a dark system in ${locale}: every screen dark and readable`, async () => {
      const { context, token } = await loggedInPhone(browser, locale);
      await api('/api/Game/recharge', { token, money: 500 });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: 'dark' });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const tag = locale === 'en-US' ? 'en' : locale;
      for (const [url, name] of SCREENS) {
        await visit(page, url);
        expect(await isDark(page), url).toBe(true);
        await shot(page, `${tag}-dark-${name}`);
        expect(await unreadable(page), url).toEqual([]);
      }
      await visit(page, '/activity/1');
      await page.locator('.activity-dialog').waitFor();
      await shot(page, `${tag}-dark-room-rules`);
      expect(await unreadable(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it("keeps the member's choice over the system's, in the server's first screen too", async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/my_set');
    await page.getByText('Light', { exact: true }).click();
    expect(await isDark(page)).toBe(false);
    // The server's page has the choice before any script runs.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-theme="light"');
    await page.goto('/');
    expect(await isDark(page)).toBe(false);
    // Dark chosen on a light system.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/my_set');
    await page.getByText('Dark', { exact: true }).click();
    expect(await isDark(page)).toBe(true);
    await page.goto('/lotteryprize');
    await page.locator('.trend-game').first().waitFor();
    expect(await isDark(page)).toBe(true);
    await shot(page, 'en-dark-trend');
    // Back to the system's.
    await page.goto('/my_set');
    await page.getByText('Automatic', { exact: true }).click();
    expect(await isDark(page)).toBe(false);
    expect(await (await page.request.get('/')).text()).not.toContain('data-theme');
    await context.close();
  }, 90_000);
});
