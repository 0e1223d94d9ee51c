import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browser, loggedInPhone, phone, watchProblems } from './browser.ts';

/** Loads `path` whole (the server's page and every script under the policy), until the app has painted. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The app shell painted: something with text is on screen.
  await expect.poll(() => page.locator('#root').innerText(), { timeout: 10_000 }).not.toBe('');
}

/**
 * The app runs under its policy in en-US, as a visitor and as a member, each screen loaded whole and
 * with the service worker (decision 040); the Chinese walks of app-texts.e2e.test.ts watch every
 * member screen for the same in zh-CN and zh-TW, reached through the app.
 */
describe('the app under its Content-Security-Policy', () => {
  it('runs with no violation and no console error (en-US)', async () => {
    const csp = (await fetch(`${inject('baseUrl')}/`)).headers.get('content-security-policy');
    expect(csp).toContain("default-src 'self'");

    // With the service worker, as a member's phone runs the app (its script and precache are under the policy too).
    const visitor = await phone(browser, 'en-US', 'allow');
    const pub = await watchProblems(visitor);
    for (const path of ['/', '/login', '/register', '/lotteryprize', '/verify']) await load(pub.page, path);
    await visitor.close();

    const { context, token } = await loggedInPhone(browser, 'en-US', 'allow');
    await api('/api/Game/recharge', { token, money: 600 });
    const member = await watchProblems(context);
    for (const path of ['/user', '/recharge', '/withdraw', '/my_income', '/room_list/2']) {
      await load(member.page, path);
    }
    // The trading room: its WebSocket (connect-src) and the rules dialog.
    await load(member.page, '/activity/1');
    await member.page.waitForTimeout(1500);
    await context.close();

    expect([...pub.problems, ...member.problems]).toEqual([]);
  });
});
