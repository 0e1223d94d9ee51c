import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, launch, phone } from './browser.ts';

const SESSION = 'roundhouse-session';
/** Letters a Chinese console may show: units, codes and names the world writes in Latin letters. */
const ALLOWED =
  /^(USD|USDT|TRC|ERC|VIP|ID|IP|CSV|QR|RTP|UTC|Bank|Chrome|Android|Safari|iOS|Linux|Windows|macOS|Firefox|Edge|Opera)$/;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launch();
  token = (await api('/api/Index/login', { username: 'operator', password: 'operator2026' })).data.token;
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Issue 29: the Chinese console shows no English words outside names, numbers and codes (those are
 * marked translate="no", or set as codes in .admin-mono: a name, a hash, an address, an English text
 * shown where an article has none in the language), at 390 px, on every screen.
 */
describe('the console in Chinese', () => {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`has no English words outside names and codes (${locale})`, async () => {
      const context = await phone(browser, locale);
      await context.addInitScript(
        ([key, language, t]) =>
          localStorage.setItem(key, JSON.stringify({ state: { language, token: t, isLogin: true }, version: 0 })),
        [SESSION, locale, token] as const,
      );
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of [
        '/admin',
        '/admin/queues',
        '/admin/members',
        '/admin/rooms',
        '/admin/fairness',
        '/admin/content',
        '/admin/settings',
        '/admin/audit',
        '/admin/staff',
        '/admin/nowhere',
      ]) {
        await page.goto(`${inject('baseUrl')}${path}`);
        await page.locator('.admin-main').waitFor();
        await page.waitForLoadState('networkidle');
        const text = await page.evaluate(() => {
          const walker = document.createTreeWalker(
            document.querySelector('.admin') ?? document.body,
            NodeFilter.SHOW_TEXT,
          );
          const parts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!element || element.closest('[translate="no"], .admin-mono, script, style, option:not(:checked)'))
              continue;
            if (element.offsetParent === null && getComputedStyle(element).position !== 'fixed') continue;
            parts.push(node.textContent ?? '');
          }
          return parts.join(' ');
        });
        for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!ALLOWED.test(word)) found.push(`${path}: ${word}`);
      }
      expect([...new Set(found)]).toEqual([]);
      await context.close();
    });
  }
});
