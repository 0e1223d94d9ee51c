import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { answerDialog, api, browser, expectToast, loggedInPhone, persistentPhone, shot } from './browser.ts';

/**
 * Issue 28: a screen whose code cannot be fetched (the connection dropped before the app's files
 * were kept, or a release removed them) never replaces the app with the router's developer page: it
 * says so and offers to try again; trying again once the file is there opens it.
 */
describe('a screen that cannot load', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`says so and tries again (${locale})`, async () => {
      const en = locale === 'en-US';
      const { context } = await loggedInPhone(browser, locale);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('.adm-tab-bar').waitFor();
      // Before the service worker controls a page (it does from the next visit on), its files come
      // from the network: the trend screen's cannot.
      await page.route(/\/assets\/trend-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
      await page.locator('.adm-tab-bar-item', { hasText: en ? 'Trend' : '走势' }).click();
      await page.getByTestId('route-error').waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Unexpected Application Error|Hey developer/);
      expect(text).toContain(en ? "This screen didn't load" : '页面未能加载');
      await shot(page, `${locale}-offline-screen`);
      await page.unroute(/\/assets\/trend-page-[^/]*\.js$/);
      await page.getByRole('button', { name: en ? 'Try again' : '重试' }).click();
      await page.waitForURL('**/lotteryprize');
      await page.getByTestId('route-error').waitFor({ state: 'detached' });
      await page.locator('.adm-tab-bar').waitFor();
      await context.close();
    });
  }
});

/**
 * A list screen whose first answer fails (here: the call is cut, the way a dropout cuts it) says
 * so and offers to try again, the same on every list (ui/query-list.tsx): it never says "nothing
 * here", a figure the app does not know. Trying again once the call goes through shows the list.
 */
describe('a list that cannot load', () => {
  // `foreign`: an answer that is JSON but not the server's envelope (a proxy's own).
  const lists = [
    { path: '/withdraw_history', call: '**/api/Game/withdrawList', empty: 'No withdrawals yet', foreign: false },
    { path: '/my_income', call: '**/api/Game/getfinanceflow', empty: 'No movements on these dates', foreign: true },
    { path: '/my_bets', call: '**/api/Game/myBets', empty: 'No bets here', foreign: false },
  ];
  it('says it did not load, not that there is nothing, and tries again', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    for (const list of lists) {
      await page.route(list.call, (route) =>
        list.foreign
          ? route.fulfill({ contentType: 'application/json', body: '{"status":"ok"}' })
          : route.abort('internetdisconnected'),
      );
      await page.goto(list.path);
      await page.getByTestId('load-failed').waitFor();
      const text = await page.locator('body').innerText();
      expect(text).toContain("This screen didn't load");
      expect(text).not.toContain(list.empty);
      if (list.path === '/withdraw_history') {
        await shot(page, 'en-US-list-failed');
        // The client's toast of the failure gone first: axe read it halfway through fading in
        // (text at part opacity counts as faint) and failed the run at random.
        await expect.poll(() => page.locator('.adm-toast-mask:visible').count(), { timeout: 5000 }).toBe(0);
        expect(await violations(page), list.path).toEqual([]);
      }
      await page.unroute(list.call);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(list.empty).first().waitFor();
      await page.getByTestId('load-failed').waitFor({ state: 'detached' });
    }
    expect(crashes).toEqual([]);
    await context.close();
  });

  // Screens whose data did not load say so too, where they said the room, the round or the article
  // did not exist, showed a blank page, or a skeleton and "Off" for a setting they did not know.
  const screens = [
    { path: '/room_list/2', call: '**/api/Game/getRoomList', ready: 'room' },
    { path: '/current/1', call: '**/api/Game/getGameinfo', ready: 'current-round' },
    { path: '/my_play', call: '**/api/Play/stats', ready: 'play-rtp' },
    { path: '/help/26', call: '**/api/Game/getArticledetail', ready: 'article' },
    { path: '/productrule?product=1', call: '**/api/Finance/products', ready: 'contract-text' },
  ];
  it('says a screen did not load, not that its room or round is missing, and tries again', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    for (const screen of screens) {
      await page.route(screen.call, (route) => route.abort('internetdisconnected'));
      await page.goto(screen.path);
      await page.getByTestId('load-failed').waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/does not exist|no round to show/);
      if (screen.path === '/current/1') await shot(page, 'en-US-round-failed');
      await page.unroute(screen.call);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId(screen.ready).first().waitFor();
      await page.getByTestId('load-failed').waitFor({ state: 'detached' });
    }
    // A screen already on show keeps what it shows when a later read is lost (the app asks again when
    // the device is back online: here, with the call still cut).
    for (const screen of screens.slice(0, 2)) {
      await page.goto(screen.path);
      await page.getByTestId(screen.ready).first().waitFor();
      let asked = 0;
      await page.route(screen.call, (route) => {
        asked += 1;
        return route.abort('internetdisconnected');
      });
      await context.setOffline(true);
      await context.setOffline(false);
      await expect.poll(() => asked).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(await page.getByTestId(screen.ready).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('load-failed').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(/does not exist|no round to show/);
      await page.unroute(screen.call);
    }
    // The trend, reached from the tab bar (a first visit's is rendered by the server with its data).
    await page.goto('/');
    await page.locator('.adm-tab-bar').waitFor();
    await page.route('**/api/Game/getTrendData', (route) => route.abort('internetdisconnected'));
    await page.locator('.adm-tab-bar-item', { hasText: 'Trend' }).click();
    await page.getByTestId('load-failed').waitFor();
    await page.unroute('**/api/Game/getTrendData');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('trend-1').waitFor();
    await context.close();
  });
});

describe('an order during a dropout', () => {
  it('cannot be sent offline; an order whose answer is lost is asked after until known, and stored once', async () => {
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
    // Offline: the app says so above the screen, and money does not move.
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').innerText()).toContain('Offline: reconnecting');
    expect(await page.getByTestId('confirm-buy').isDisabled()).toBe(true);
    expect(await page.locator('.confirm-popup').innerText()).toContain(
      'orders can be placed once the connection is back',
    );
    await shot(page, 'en-order-offline');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });

    // First the balancer has no process for it (a rolling restart: HAProxy's own 503 page), then the
    // answer is lost on its way back (the server stored it): the sheet checks, and the same request
    // id asked again answers with the order already placed (issues 24 and 28).
    let sent = 0;
    let reconnecting = false;
    await page.route('**/api/Game/order', async (route) => {
      sent += 1;
      if (sent === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'text/html',
          body: '<html><body>503 Service Unavailable</body></html>',
        });
      } else if (sent === 2) {
        // The balancer's 503 made the app say it is reconnecting before it asked again (another
        // call may have reached the server since, so the banner is looked for from the tap on).
        reconnecting = await page.evaluate(() => (window as { sawBanner?: boolean }).sawBanner === true);
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.evaluate(() => {
      const seen = () => {
        if (document.querySelector('[data-testid=offline-banner]'))
          (window as { sawBanner?: boolean }).sawBanner = true;
      };
      new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('confirm-buy').click();
    await page.getByTestId('order-checking').waitFor();
    await shot(page, 'en-order-checking');
    await expectToast(page, 'Order placed');
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(reconnecting).toBe(true);
    const orders = await api('/api/Game/getVorder', { token, roomid: 1 });
    expect(orders.data.list.filter((o: { mine: boolean }) => o.mine)).toHaveLength(1);
    await context.close();
  });
});

describe('the app on a phone', () => {
  it('is installable, and a reload without a connection opens the app, not the browser error page', async () => {
    // A profile of its own: Chromium never offers to install from an incognito window.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rh-install-'));
    const context = await persistentPhone(profile, 'en-US');
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.adm-tab-bar').waitFor();
    // The service worker (Workbox's) registers once the page has loaded and keeps the app's files.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache'))))
      .toBe(true);
    // Every file the app starts from is kept, and the API never is.
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = (await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))).flat();
      return urls.map((r) => new URL(r.url).pathname);
    });
    expect(kept).toContain('/boot.js');
    expect(kept.some((p) => p.startsWith('/api'))).toBe(false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
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
    await page.getByTestId('offline-banner').waitFor();
    await shot(page, 'en-offline-reload');
    // Offline, a tab switch opens the screen from the kept files, under the banner.
    await page.locator('.adm-tab-bar-item', { hasText: 'Trend' }).click();
    await page.waitForURL('**/lotteryprize');
    await page.locator('.trend-page').waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await page.getByTestId('offline-banner').waitFor();
    await shot(page, 'en-offline-trend');
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
});
