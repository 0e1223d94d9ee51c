import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, launch, loggedInPhone, phone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Locale = 'en-US' | 'zh-CN' | 'zh-TW';

/**
 * Records every Content-Security-Policy violation the page reports (the DOM event, which fires
 * for scripts, styles, frames, connections and workers alike) and every console error.
 */
async function watch(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The app shell painted: something with text is on screen.
  await expect.poll(() => page.locator('#root').innerText(), { timeout: 10_000 }).not.toBe('');
}

describe('the app under its Content-Security-Policy', () => {
  for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as Locale[]) {
    it(`runs with no violation and no console error (${locale})`, async () => {
      const csp = (await fetch(`${inject('baseUrl')}/`)).headers.get('content-security-policy');
      expect(csp).toContain("default-src 'self'");

      const visitor = await phone(browser, locale);
      const pub = await watch(visitor);
      for (const path of ['/', '/login', '/register', '/lotteryprize', '/verify']) await visit(pub.page, path);
      await visitor.close();

      const { context, token } = await loggedInPhone(browser, locale);
      await api('/api/Game/recharge', { token, money: 600 });
      const member = await watch(context);
      for (const path of ['/user', '/recharge', '/withdraw', '/my_income', '/room_list/2']) {
        await visit(member.page, path);
      }
      // The trading room: its WebSocket (connect-src) and the rules dialog.
      await visit(member.page, '/activity/1');
      await member.page.waitForTimeout(1500);
      await context.close();

      expect([...pub.problems, ...member.problems]).toEqual([]);
    });
  }
});
