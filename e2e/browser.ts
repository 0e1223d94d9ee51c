import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');
const LOCALE_KEY = 'roundhouse-session';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  });
}

/** A phone-sized context (390×844) whose stored language is `locale`. */
export async function phone(browser: Browser, locale: 'en-US' | 'zh-CN' | 'zh-TW' = 'en-US'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL: inject('baseUrl'),
  });
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

/**
 * CJK text really has glyphs: two different characters draw different pixels (without a CJK font
 * both would be the same missing-glyph box).
 */
export async function rendersCjk(page: Page, text: string): Promise<boolean> {
  return page.evaluate((sample) => {
    const [a, b] = [...new Set(sample)];
    if (!a || !b) return false;
    const draw = (ch: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      const ctx = canvas.getContext('2d');
      if (!ctx) return '';
      ctx.font = `32px ${getComputedStyle(document.body).fontFamily}`;
      ctx.fillText(ch, 2, 34);
      return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(',');
    };
    const pa = draw(a);
    return pa !== '' && pa !== draw(b) && /[1-9]/.test(pa);
  }, text);
}
