import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loggedInPhone, shot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Issue 28: a dropped connection never replaces the app with the router's developer page. A screen
 * whose code cannot be fetched says so and offers to try again; back online, trying again opens it.
 */
describe('a screen that cannot load', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`says so and tries again once the connection is back (${locale})`, async () => {
      const en = locale === 'en-US';
      const { context } = await loggedInPhone(browser, locale);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('.adm-tab-bar').waitFor();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.locator('.adm-tab-bar-item', { hasText: en ? 'Trend' : '走势' }).click();
      await page.getByTestId('route-error').waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Unexpected Application Error|Hey developer/);
      expect(text).toContain(en ? "This screen didn't load" : '页面未能加载');
      await shot(page, `${locale}-offline-screen`);
      await context.setOffline(false);
      await page.getByRole('button', { name: en ? 'Try again' : '重试' }).click();
      await page.waitForURL('**/lotteryprize');
      await page.getByTestId('route-error').waitFor({ state: 'detached' });
      await page.locator('.adm-tab-bar').waitFor();
      await context.close();
    });
  }
});
