import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDialog, api, expectToast, launch, loggedInPhone, phone, shot } from './browser.ts';

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

describe('an order during a dropout', () => {
  it('says the connection failed, and the same order placed again once back is stored once', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 1000 });
    const page = await context.newPage();
    await page.goto('/activity/1');
    await answerDialog(page, 'Rise: sum 14–27', 'Confirm');
    await expect
      .poll(
        async () => {
          const state = await page.getByTestId('round-state').innerText();
          const [m, s] = (await page.getByTestId('countdown').innerText()).split(':').map(Number);
          return state === 'Open' && (m ?? 0) * 60 + (s ?? 0) >= 14;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    await page.getByTestId('option-0').click();
    await page.getByPlaceholder(/Price per option/).fill('20');
    await page.getByTestId('buy').click();
    await page.getByTestId('confirm-buy').waitFor();
    await context.setOffline(true);
    await page.getByTestId('confirm-buy').click();
    await expectToast(page, 'Network error, please try again');
    await page.getByTestId('countdown').waitFor();
    expect(await page.getByTestId('round-card').innerText()).toContain('Offline: reconnecting');
    await shot(page, 'en-order-offline');
    await context.setOffline(false);
    await page.getByTestId('confirm-buy').click();
    await expectToast(page, 'Order placed');
    // The order went once: the one sent offline never reached the server, and the retry was stored.
    const orders = await api('/api/Game/getVorder', { token, roomid: 1 });
    expect(orders.data.list.filter((o: { mine: boolean }) => o.mine)).toHaveLength(1);
    await context.close();
  });
});

describe('the app on a phone', () => {
  it('is installable, and a reload without a connection opens the app, not the browser error page', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.adm-tab-bar').waitFor();
    // The service worker registers once the app runs and keeps the page and its files.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => caches.has('roundhouse-v1'))).toBe(true);
    const cdp = await context.newCDPSession(page);
    // A test browser is always incognito, which no site can change: every other check passes.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const links = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      touch: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
    }));
    expect(links).toEqual({ manifest: '/manifest.webmanifest', touch: '/apple-touch-icon.png' });
    await context.setOffline(true);
    await page.reload();
    await page.locator('.adm-tab-bar').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/ERR_INTERNET_DISCONNECTED|No internet/);
    await shot(page, 'en-offline-reload');
    await context.close();
  });
});
