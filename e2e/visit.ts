import type { Page } from 'playwright-core';

/**
 * A walk over many screens (the texts, the narrow phone, accessibility, dark mode) reaches each one
 * as a member does from inside the app: the router's own navigation, not a new page load. A whole
 * load costs about three times the CPU (~0.7 s a screen against ~0.25 s, measured over the member
 * screens): the browser tests run two at a time on two cores, where CPU is their time. The first
 * screen of a walk is loaded whole; the server's own pages are read by first-paint.e2e and csp.e2e.
 */

/** How long nothing is asked before a screen counts as shown (as Playwright's `networkidle`). */
const QUIET_MS = 500;
/** What a screen shows while its data is on the way. */
const LOADING = '.adm-dot-loading, .adm-skeleton';
/** Longer than any screen takes on a busy machine: a screen loading still after it is a failure. */
const LIMIT_MS = 15_000;

interface Traffic {
  /** Requests asked and not yet answered. */
  open: number;
  /** When a request last started or ended. */
  changed: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** The page's requests, counted from the first visit on (the first visit loads the page whole). */
function watched(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const net: Traffic = { open: 0, changed: Date.now() };
  const started = () => {
    net.open += 1;
    net.changed = Date.now();
  };
  const ended = () => {
    net.open = Math.max(0, net.open - 1);
    net.changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  traffic.set(page, net);
  return net;
}

/**
 * Shows `path` on `page` and waits until it is shown: nothing asked for half a second and no loading
 * mark on the screen. The page's first screen is loaded whole; every later one through the app's
 * router, as a tap on a link would.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const net = watched(page);
  if (page.url() === 'about:blank') {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return;
  }
  net.changed = Date.now();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const quiet = Date.now() - net.changed;
    if (net.open === 0 && quiet >= QUIET_MS && !(await loading(page))) break;
    if (Date.now() > deadline) throw new Error(`${path}: still loading after ${LIMIT_MS / 1000} s`);
    await page.waitForTimeout(net.open === 0 ? Math.max(50, QUIET_MS - quiet) : 50);
  }
  // The screen may add to its address (a round's number), never leave it (to sign in, say).
  const shown = await page.evaluate(() => location.pathname);
  if (shown !== new URL(path, 'http://app').pathname) throw new Error(`${path}: the app went to ${shown}`);
}

/**
 * Waits until `page` has asked for nothing for `quietMs` (at most `limitMs`, then goes on): for a
 * walk where a screen may never settle (chaos.e2e cuts its calls).
 */
export async function untilQuiet(page: Page, quietMs: number, limitMs: number): Promise<void> {
  const net = watched(page);
  const deadline = Date.now() + limitMs;
  while ((net.open > 0 || Date.now() - net.changed < quietMs) && Date.now() < deadline) await page.waitForTimeout(50);
}

/** Whether a loading mark is on the screen. */
function loading(page: Page): Promise<boolean> {
  return page.evaluate(
    (marks) => [...document.querySelectorAll(marks)].some((mark) => mark.checkVisibility()),
    LOADING,
  );
}
