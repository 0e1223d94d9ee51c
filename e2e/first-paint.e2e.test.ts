import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, browser, loggedInPhone, phone, shot, watchProblems } from './browser.ts';

type Locale = 'en-US' | 'zh-CN' | 'zh-TW';

/** The total of the page's layout shifts so far (what Lighthouse's CLS adds up). */
function shifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Marks the server's elements as the page is read, before any script of the app has run. */
async function markServerElements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *'))
        (element as Element & { fromServer?: true }).fromServer = true;
    });
  });
}

describe('first paint: the server renders the first screen into the page (issue 9)', () => {
  const screens: [string, string, Record<Locale, string>][] = [
    [
      'home',
      '/',
      { 'en-US': 'Short rounds, fair draws', 'zh-CN': '短时回合，公平开奖', 'zh-TW': '短時回合，公平開獎' },
    ],
    ['login', '/login', { 'en-US': 'Log in', 'zh-CN': '登录', 'zh-TW': '登入' }],
    ['trend', '/lotteryprize', { 'en-US': 'Trend', 'zh-CN': '走势', 'zh-TW': '走勢' }],
  ];

  for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as Locale[]) {
    it(`shows home, login and trend without any script, in the browser's language (${locale})`, async () => {
      const context = await phone(browser, locale);
      await context.route('**/*.js', (route) => route.abort());
      const page = await context.newPage();
      for (const [name, path, text] of screens) {
        await page.goto(path);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
        await expect(page.locator('#root').innerText()).resolves.toContain(text[locale]);
        // Styled as the app draws it: the tab bar sits at the bottom of the phone, not in the flow.
        if (name !== 'login') {
          const bar = await page.locator('.tab-bar').boundingBox();
          expect(bar?.y ?? 0).toBeGreaterThan(700);
        }
        await shot(page, `first-paint-${name}-${locale}`);
      }
      // Home shows the real banners (the demo's, in this language) before any script.
      await page.goto('/');
      await expect(page.locator('.banner img').first().getAttribute('src')).resolves.toMatch(
        { 'en-US': /-en\.svg$/, 'zh-CN': /-chs\.svg$/, 'zh-TW': /-cht\.svg$/ }[locale],
      );
      await context.close();
    });
  }

  it("shows a member's trading room with its rules before any script, and the app takes it over", async () => {
    const { context } = await loggedInPhone(browser, 'zh-CN');
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/activity/2');
    // The room's rules, odds and return to player, as the room opens with them.
    await expect(page.locator('.activity-dialog').innerText()).resolves.toMatch(/×1\.9\d/);
    await expect(page.locator('#root').innerText()).resolves.toContain('确定');
    await shot(page, 'first-paint-room-zh-CN');
    await context.unroute('**/*.js');
    await page.reload();
    await expect.poll(() => page.locator('#root').getAttribute('inert'), { timeout: 15_000 }).toBeNull();
    await answerDialog(page, '返还率', '确定');
    await expect.poll(() => page.locator('.activity-dialog').isVisible()).toBe(false);
    await context.close();
  });

  it("the app takes over the server's own elements (hydration): no second copy, no mismatch, in each language", async () => {
    for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as Locale[]) {
      for (const member of [false, true]) {
        const context = member ? (await loggedInPhone(browser, locale)).context : await phone(browser, locale);
        await markServerElements(context);
        const { page, problems } = await watchProblems(context);
        const paths = member ? ['/', '/lotteryprize', '/activity/1'] : screens.map(([, path]) => path);
        for (const path of paths) {
          await page.goto(path);
          await expect.poll(() => page.locator('#root').getAttribute('inert'), { timeout: 15_000 }).toBeNull();
          // Every element of the app's screen but those it added since (data, dialogs) came from the server.
          const kept = await page.evaluate(() => {
            const all = [...document.querySelectorAll('#root > *, #root .tab-bar, #root header, #root h1')];
            return {
              all: all.length,
              fromServer: all.filter((e) => (e as Element & { fromServer?: true }).fromServer).length,
            };
          });
          expect(kept.all, `${locale} ${member ? 'member' : 'visitor'} ${path}`).toBeGreaterThan(0);
          expect(kept.fromServer, `${locale} ${member ? 'member' : 'visitor'} ${path}`).toBe(kept.all);
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });

  it('takes a room over as the server drew it even when the round closed before the app started', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    await markServerElements(context);
    const { page, problems } = await watchProblems(context);
    // The app's code arrives only after the round the page shows has closed (a slow phone, a room
    // opened in its last second): the page says "open" and a time left, the clock says closed.
    let closesAt = 0;
    let seqno = '';
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await page.route('**/assets/*.js', async (route) => {
      while (!closesAt) await sleep(50);
      await sleep(Math.max(0, closesAt - Date.now() + 1500));
      await route.continue();
    });
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/activity/1') return;
      const html = await response.text();
      const data = JSON.parse(/<script type="application\/json" id="app-data"[^>]*>([^<]*)</.exec(html)?.[1] ?? '{}');
      seqno = String(data.room?.info?.game?.seqno);
      closesAt = Date.parse(data.room?.info?.game?.closes_at ?? '') || Date.now();
    });
    await page.goto('/activity/1');
    await expect.poll(() => page.locator('#root').getAttribute('inert'), { timeout: 40_000 }).toBeNull();
    expect(Date.now()).toBeGreaterThan(closesAt);
    const kept = await page.evaluate(() =>
      [...document.querySelectorAll('#root > *, #root .round-clock')].map((e) =>
        Boolean((e as Element & { fromServer?: true }).fromServer),
      ),
    );
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.every(Boolean)).toBe(true);
    // Then the app says what the clock says: that round has closed (or the next one is already open).
    await expect
      .poll(
        async () =>
          (await page.locator('[data-testid="round-state"]').innerText()) === 'Closed' ||
          (await page.locator('[data-testid="seqno"]').innerText()) !== seqno,
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('the app takes over the same screen without a shift, and a language chosen in the app is the next first paint', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    for (const [, path] of screens) {
      await page.goto(path);
      // The server's screen is inert until the app has taken it over.
      await expect.poll(() => page.locator('#root').getAttribute('inert'), { timeout: 15_000 }).toBeNull();
      await page.waitForLoadState('networkidle');
      expect(await shifts(page)).toBeLessThanOrEqual(0.02);
      // The app's code is fetched only once the server's screen is on the screen (boot.js).
      const { paint, firstModule } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        firstModule: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(firstModule).toBeGreaterThan(paint);
    }
    // Typing works once the app has started: the login form is the app's.
    await page.goto('/login');
    await page.getByPlaceholder('Enter your username or phone').fill('someone');
    await expect(page.getByPlaceholder('Enter your username or phone').inputValue()).resolves.toBe('someone');

    // Choosing a language in the app: the server's next page is in it.
    await page.goto('/languageSet');
    await page.getByText('繁體中文').click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'rh_lang')?.value).toBe('zh-TW');
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).toContain('登入');
    await context.close();
  });
});
