import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, loggedInPhone, shot } from './browser.ts';

/**
 * Pull-to-refresh on every list screen (issue 28): a finger pulled down from the top of the list
 * asks the server again. Driven by real touch events (Chromium's DevTools protocol).
 */

/** A finger down near the top of the screen's (visible) pull-to-refresh area, dragged 400 px down, lifted. */
async function pull(page: Page): Promise<void> {
  const area = page.locator('.adm-pull-to-refresh').filter({ visible: true }).first();
  const box = await area.boundingBox();
  if (!box) throw new Error('no pull-to-refresh area on the screen');
  const x = box.x + box.width / 2;
  const from = box.y + Math.min(30, box.height / 2);
  const to = from + 400;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let y = from + 10; y <= to; y += 20) {
    await touch('touchMove', y);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  await touch('touchEnd');
  await cdp.detach();
}

const SCREENS: [string, string, string][] = [
  ['/message', '/api/Game/getArticlelist', 'news'],
  ['/finance', '/api/Finance/products', 'finance'],
  ['/productorder', '/api/Finance/orders', 'contracts'],
  ['/withdraw_history', '/api/Game/withdrawList', 'withdrawals'],
];

describe('pull to refresh', () => {
  it('asks again on the messages, finance, contracts and withdrawals screens', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    for (const [url, call, name] of SCREENS) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const asked = page.waitForRequest((r) => r.url().toLowerCase().endsWith(call.toLowerCase()), { timeout: 10_000 });
      await pull(page);
      expect((await asked).method(), name).toBe('POST');
      await shot(page, `en-pulled-${name}`);
    }
    // The member's own messages, on their tab.
    await page.goto('/message');
    await page.getByRole('tab', { name: 'For you' }).click();
    await page.waitForLoadState('networkidle');
    const inbox = page.waitForRequest((r) => r.url().endsWith('/api/Message/list'), { timeout: 10_000 });
    await pull(page);
    await inbox;
    await context.close();
  }, 90_000);
});
