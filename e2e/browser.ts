import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');
/** Where the app keeps its session and language (the store's persisted state). */
const LOCALE_KEY = 'roundhouse-session';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8 as the browser,
 * without its windows. The browser made two extra renderers for each page (its address bar's popup
 * is a web page of its own), ~4.5 s of CPU for a new context's first screen against ~1.6 (decision 041).
 */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The run's Chromium, started once by global-setup.ts: a launch costs ~2 s of CPU, and each test file
 * used to start one of its own (27 of them in a run, on a machine where the browser tests' CPU is
 * their time). Each file still has a connection of its own, whose contexts end with it.
 */
export async function launchChromium(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** The file's connection to the run's Chromium: setup.ts opens it before a file's tests, closes it after. */
export let browser: Browser;

export async function openBrowser(): Promise<void> {
  browser = await chromium.connect(inject('chromiumEndpoint'));
}

/** Ends the file's connection: every context the file left open is closed with it. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
}

type Locale = 'en-US' | 'zh-CN' | 'zh-TW';

/** The demo seed's first dice room (game type 2, "Dice · Starter"). */
export const DICE_STARTER = 2;

/**
 * Whether a context runs the app's service worker. Its precache fetches and stores every file of
 * the app in the seconds after a context's first page (~180 requests, 4–5 s of CPU measured per
 * context, on a machine where the browser tests' CPU is their time), and requests it answers pass
 * by `page.route`. A context blocks it unless its test is about what the worker does: an offline
 * start, the install check, the policy the app runs under (decision 040).
 */
export type WorkerPolicy = 'allow' | 'block';

const PHONE = (locale: Locale, serviceWorkers: WorkerPolicy = 'block') => ({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale,
  baseURL: inject('baseUrl'),
  serviceWorkers,
});

/** A phone-sized context (390×844) whose stored language is `locale`. */
export async function phone(
  browser: Browser,
  locale: Locale = 'en-US',
  serviceWorkers?: WorkerPolicy,
): Promise<BrowserContext> {
  return storedLanguage(await browser.newContext(PHONE(locale, serviceWorkers)), locale);
}

/**
 * The console (or the app) signed in with a staff `token`, on a phone (390 px wide, as `phone`) or on
 * a wider screen (`width` × 800).
 */
export async function staffScreen(token: string, width = 390, locale: Locale = 'en-US'): Promise<BrowserContext> {
  const context =
    width === 390
      ? await phone(browser, locale)
      : await browser.newContext({
          viewport: { width, height: 800 },
          locale,
          baseURL: inject('baseUrl'),
          serviceWorkers: 'block',
        });
  await context.addInitScript(
    ([key, language, t]) =>
      localStorage.setItem(key, JSON.stringify({ state: { language, token: t, isLogin: true }, version: 0 })),
    [LOCALE_KEY, locale, token] as const,
  );
  return context;
}

/** A session token for `username` (the demo's operator by default), signed in through the API. */
export async function signIn(username = 'operator', password = 'operator2026'): Promise<string> {
  return (await api('/api/Index/login', { username, password })).data.token as string;
}

/** Opens a console screen and waits until it has loaded what it shows. */
export async function openConsole(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('.admin-main').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * A phone in a browser profile of its own, kept in `dir` (not incognito, as every other context is):
 * what an install check needs. Closing the context ends its browser.
 */
export async function persistentPhone(dir: string, locale: Locale = 'en-US'): Promise<BrowserContext> {
  return storedLanguage(await chromium.launchPersistentContext(dir, { ...LAUNCH, ...PHONE(locale, 'allow') }), locale);
}

async function storedLanguage(context: BrowserContext, locale: Locale): Promise<BrowserContext> {
  await context.addInitScript(
    ([key, language]) => {
      if (!localStorage.getItem(key)) {
        localStorage.setItem(key, JSON.stringify({ state: { language }, version: 0 }));
      }
    },
    [LOCALE_KEY, locale] as const,
  );
  return context;
}

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForTimeout(350); // let antd-mobile's transitions settle
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** POSTs a call to the test server, as the web client would. */
export async function api(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever data a call answers
  return (await response.json()) as { code: number; data: any; info: string };
}

/** The room's current round once it is open with at least `seconds` left (asked of the API every 0.5 s). */
export async function openRoundVia(
  token: string,
  roomid: number,
  seconds: number,
): Promise<{ id: number; seqno: number }> {
  for (;;) {
    const info = await api('/api/Game/getGameinfo', { token, roomid });
    if (info.code === 1 && info.data.game.status === 'open') {
      const left = (new Date(info.data.game.closes_at).getTime() - new Date(info.data.server_time).getTime()) / 1000;
      if (left >= seconds) return { id: info.data.game.id as number, seqno: info.data.game.seqno as number };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A new user registered through the API, and a phone whose app is already logged in as them. */
export async function loggedInPhone(browser: Browser, locale: Locale = 'en-US', serviceWorkers?: WorkerPolicy) {
  const username = `w${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const payPwd = '246802';
  const answer = await api('/api/index/register', {
    username,
    password: 'Wallet2026',
    spassword: 'Wallet2026',
    invitation: 'WELCOME',
    payPwd,
  });
  if (answer.code !== 1) throw new Error(JSON.stringify(answer));
  const token = answer.data.token as string;
  const context = await phone(browser, locale, serviceWorkers);
  await context.addInitScript(
    ([key, language, t]) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":0}');
      if (!saved.state.token) {
        saved.state = { ...saved.state, language, token: t, isLogin: true };
        localStorage.setItem(key, JSON.stringify(saved));
      }
    },
    [LOCALE_KEY, locale, token] as const,
  );
  // What the app writes beside a session (main.tsx), for the server's first screen (http/shell.ts).
  await context.addCookies([{ name: 'rh_member', value: '1', url: inject('baseUrl') }]);
  return { context, username, token, payPwd };
}

/** Waits until a toast with exactly this text is on screen (an earlier toast may still be fading). */
export async function expectToast(page: Page, text: string, timeout = 8000): Promise<void> {
  await page.locator('.adm-toast-main', { hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/** Presses a button of the visible antd-mobile dialog that shows `text` (closed dialogs linger hidden). */
export async function answerDialog(page: Page, text: string, button: string): Promise<void> {
  await page.getByText(text).first().waitFor();
  await page.locator('.adm-dialog-footer button:visible', { hasText: button }).last().click();
}

/** Answers the console's step-up dialog (issue 23) with a code or a password, and confirms. */
export async function stepUp(page: Page, secret: string, button = 'Confirm'): Promise<void> {
  const input = page.getByTestId('step-up-input');
  await input.waitFor();
  await input.fill(secret);
  await page.locator('.adm-dialog-footer button:visible', { hasText: button }).last().click();
}

/**
 * Confirms the console's one dialog before money moves or what cannot be undone (issue 29): checks
 * it says `says`, types the destination's last four characters where it asks for them, confirms.
 */
export async function confirmAsk(page: Page, says: string, tail?: string): Promise<void> {
  const dialog = page.getByTestId('ask-first');
  await dialog.getByText(says).first().waitFor();
  if (tail !== undefined) await dialog.getByTestId('ask-first-tail').fill(tail);
  await dialog.getByTestId('ask-first-ok').click();
}

/** A new page of the context, and the errors its scripts throw (each test expects none). */
export async function pageOf(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * Records every Content-Security-Policy violation the page reports (the DOM event, which fires
 * for scripts, styles, frames, connections and workers alike) and every console error.
 */
export async function watchProblems(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
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
    if (message.type() === 'error')
      problems.push(`${message.text()} at ${new URL(message.location().url || 'about:blank').pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}
