import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, browser, pageOf, phone, shot } from './browser.ts';
import { visibleLatinWords } from './texts.ts';

/**
 * Issue 27: the standalone verifier. verify.html, saved from the app and opened from disk
 * (file://), checks the test server's rounds with its own code; the app's /verify page checks a
 * whole chain with the same library.
 */
beforeAll(async () => {
  // At least one drawn round (the server's rounds are 20–24 s).
  for (let waited = 0; waited < 90; waited++) {
    const chains = (await api('/api/Game/chains', {})).data as { id: number }[];
    const pages = await Promise.all(chains.map((c) => api('/api/Game/seeds', { chain_id: c.id, limit: 1 })));
    if (pages.some((p) => p.data.list.length > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no round was drawn in 90 s');
}, 120_000);

/** A game type with a drawn round (its newest chain has a revealed seed). */
async function drawnGameType(): Promise<number> {
  const chains = (await api('/api/Game/chains', {})).data as { id: number; gametype: number }[];
  for (const chain of chains.reverse()) {
    if ((await api('/api/Game/seeds', { chain_id: chain.id, limit: 1 })).data.list.length > 0) return chain.gametype;
  }
  throw new Error('no drawn round');
}

describe('the standalone verifier', () => {
  it('is one small file that, opened from disk, verifies the server and says so', async () => {
    const base = inject('baseUrl');
    const answer = await fetch(`${base}/verify.html`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(Buffer.byteLength(html)).toBeLessThan(50 * 1024);
    // Self-contained: no script, style or font from anywhere; its only network code is fetch.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|@import|XMLHttpRequest|WebSocket|sendBeacon/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rh-verify-'));
    const file = path.join(dir, 'verify.html');
    fs.writeFileSync(file, html);

    const context = await phone(browser, 'en-US');
    const { page, errors } = await pageOf(context);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(pathToFileURL(file).href);
    await page.getByLabel('Server address').fill(base);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('output.ok').waitFor({ timeout: 60_000 });
    const text = await page.locator('output').innerText();
    expect(text).toMatch(/Commitment log: \d+ entr(y|ies), every link holds/);
    expect(text).toMatch(/All \d+ rounds? of \d+ chains? verified/);
    await expect(page.locator('#verdict').innerText()).resolves.toMatch(
      /^Every round holds \(rounds verified: \d+, chains: \d+\)\.$/,
    );
    await shot(page, 'en-verify-standalone');

    // In the reader's language (a Chinese browser, or ?lang=): the page's words, not the report's.
    for (const [lang, label, button] of [
      ['zh-CN', '服务器地址', '验证'],
      ['zh-TW', '伺服器位址', '驗證'],
    ] as const) {
      await page.goto(`${pathToFileURL(file).href}?lang=${lang}`);
      await page.getByLabel(label).fill(base);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      await expect(page.getByRole('button', { name: button }).isVisible()).resolves.toBe(true);
      expect((await visibleLatinWords(page, 'body', 'output')).filter((w) => w !== 'Roundhouse')).toEqual([]);
    }
    await shot(page, 'zh-TW-verify-standalone');

    // Served by the app itself, under a policy that lets only its own script run.
    await page.goto(`${base}/verify.html`);
    await expect(page.getByLabel('Server address').inputValue()).resolves.toBe(base);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('output.ok').waitFor({ timeout: 60_000 });
    // A range with no drawn round in it says so, not "every round holds (rounds verified: 0)".
    await page.getByLabel('From round').fill('1');
    await page.getByLabel('To round').fill('2');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.locator('#verdict').innerText(), { timeout: 60_000 })
      .toBe('Nothing to check: no drawn round in what you asked for. The commitment log holds.');
    await expect(page.locator('output').innerText()).resolves.toContain('no drawn round in the range asked');
    expect(errors).toEqual([]);
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  for (const [locale, verdict] of [
    ['en-US', /^(All \d+ drawn rounds of chain \d+ hold|The drawn round of chain \d+ holds)\.$/],
    ['zh-CN', /^链 \d+ 的 \d+ 期已开奖期数全部通过。$/],
    ['zh-TW', /^鏈 \d+ 的 \d+ 期已開獎期數全部通過。$/],
  ] as const) {
    it(`checks the round's whole chain on /verify in ${locale}`, async () => {
      const context = await phone(browser, locale);
      const { page, errors } = await pageOf(context);
      const type = await drawnGameType();
      await page.goto(`/verify?type=${type}`);
      await page.getByTestId('verify-verdict').waitFor();
      const check = page.getByTestId('chain-check');
      await check.getByRole('button').click();
      await page.getByTestId('chain-verdict').waitFor({ timeout: 60_000 });
      await expect(page.getByTestId('chain-verdict').innerText()).resolves.toMatch(verdict);
      await check.scrollIntoViewIfNeeded();
      await shot(page, `${locale === 'en-US' ? 'en' : locale}-verify-chain`);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
