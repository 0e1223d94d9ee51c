import type { Page, Route } from 'playwright-core';
import { expectToast } from './browser.ts';

// What a slow or dropped connection does to the app's calls, for the browser tests.

/**
 * Holds every request to the given paths until the returned function is called (a slow link for
 * just those calls): what a tap does before its data has come.
 */
export async function holdRequests(page: Page, ...globs: string[]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const glob of globs) {
    await page.route(glob, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/**
 * Loses the answers of calls to `url` on their way back, as a dropped connection does: the server
 * has done what each asked. The first `times` of them (all by default), of those whose body has
 * `withText` in it when given (a change's second sending, with its step-up); answers the way to stop.
 */
export async function loseAnswers(page: Page, url: string, times = Number.POSITIVE_INFINITY, withText?: string) {
  let lost = 0;
  const handler = async (route: Route) => {
    const chosen = withText === undefined || (route.request().postData() ?? '').includes(withText);
    if (lost >= times || !chosen) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

/**
 * Sends a form whose call to `url` reaches the server but loses its answer (the client says
 * `lostText`), then sends it again as it stands, as a member on a bad connection would.
 */
export async function sendAgainAfterLostAnswer(page: Page, url: string, send: () => Promise<void>, lostText: string) {
  await loseAnswers(page, url, 1);
  await send();
  await expectToast(page, lostText);
  await send();
}
