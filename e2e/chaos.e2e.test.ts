import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, browser, loggedInPhone, signIn, staffScreen, watchProblems } from './browser.ts';
import { CONSOLE_SCREENS, MEMBER_SCREENS } from './member-screens.ts';
import { untilQuiet, visit } from './visit.ts';

/** A small seeded generator (mulberry32): the same seed cuts the same calls, run after run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cuts `share` of the page's API calls, half refused and half with their answer lost; answers the way to stop. */
async function badConnection(
  page: Page,
  seed: number,
  share: number,
): Promise<{ cut: string[]; stop: () => Promise<void> }> {
  const random = seeded(seed);
  const cut: string[] = [];
  const handler = async (route: Route) => {
    const roll = random();
    if (roll >= share) return route.continue();
    const path = new URL(route.request().url()).pathname;
    cut.push(path);
    if (roll < share / 2) return route.abort('connectionrefused');
    await route.fetch().catch(() => undefined);
    return route.abort('connectionreset');
  };
  await page.route('**/api/**', handler);
  return { cut, stop: () => page.unroute('**/api/**', handler) };
}

/** Loads `path` whole (the app starts under the cuts too) and waits until nothing is asked for 300 ms (at most 8 s). */
async function showUnderCuts(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await untilQuiet(page, 300, 8000);
}

/** What a screen must not show: the crash screen, or nothing at all. */
async function crashed(page: Page): Promise<string | null> {
  if (await page.getByTestId('route-error').isVisible()) return await page.getByTestId('route-error').innerText();
  const text = await page.evaluate(() => document.body.innerText.trim());
  return text ? null : 'an empty page';
}

async function walk(page: Page, screens: string[], seed: number, problems: string[]) {
  const { cut, stop } = await badConnection(page, seed, 0.4);
  const broken: string[] = [];
  for (const path of screens) {
    await showUnderCuts(page, path);
    const crash = await crashed(page);
    if (crash) broken.push(`${path}: ${crash}`);
  }
  await stop();
  expect(broken, `seed ${seed}`).toEqual([]);
  // Nothing fails once the connection is back (the app's probe of it held its answer until its timeout).
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${new URL(r.url()).pathname}: ${r.failure()?.errorText}`));
  expect(cut.length, 'the walk cut calls').toBeGreaterThan(screens.length / 2);
  // The connection is back: each screen shows again what it shows, not "did not load".
  for (const path of screens) {
    await visit(page, path);
    const crash = await crashed(page);
    if (crash) broken.push(`${path}: ${crash}`);
    if (await page.getByTestId('load-failed').first().isVisible()) broken.push(`${path}: still says it did not load`);
  }
  expect(broken, `seed ${seed}, the connection back`).toEqual([]);
  expect(failed, `seed ${seed}, the connection back`).toEqual([]);
  // Cut calls log "Failed to load resource" in the console: only errors thrown into the page count.
  expect(
    problems.filter((p) => p.startsWith('page error')),
    `seed ${seed}`,
  ).toEqual([]);
}

/**
 * A bad connection never crashes the app: every screen a member reaches, and every console screen,
 * walked while a seeded share of the API's calls fail (refused, or their answer lost on the way
 * back after the server did what they asked). No screen shows the crash screen ("Something went
 * wrong") or throws into the page; once the connection is back, each screen shows its data again.
 */
describe('a bad connection never crashes the app', () => {
  it("walks every member screen with 40 % of the API's calls cut", async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 500 });
    const { page, problems } = await watchProblems(context);
    await visit(page, '/');
    await walk(page, MEMBER_SCREENS, 20261202, problems);
    await context.close();
  }, 180_000);

  it("walks every console screen with 40 % of the API's calls cut", async () => {
    const context = await staffScreen(await signIn(), 390, 'zh-CN');
    const { page, problems } = await watchProblems(context);
    await visit(page, '/admin');
    await walk(page, CONSOLE_SCREENS, 7, problems);
    await context.close();
  }, 120_000);
});
