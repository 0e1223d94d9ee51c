import { sql } from 'kysely';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { api, confirmAsk, expectToast, launch, loggedInPhone, phone, shot } from './browser.ts';

const SESSION = 'roundhouse-session';

let browser: Browser;
let db: Db;
let staffToken: string;
let member: { username: string; token: string; id: number };

/**
 * Issue 29: an operator works a queue of 200 deposits: search, order, pages read from the server,
 * and a bulk confirmation that lists what it credits and credits each once.
 */
beforeAll(async () => {
  browser = await launch();
  db = createDb(inject('databaseUrl'), { max: 2 });
  staffToken = (await api('/api/Index/login', { username: 'operator', password: 'operator2026' })).data.token;
  const phoneMember = await loggedInPhone(browser, 'en-US');
  await phoneMember.context.close();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('login_key', '=', phoneMember.username.toLowerCase())
    .executeTakeFirstOrThrow();
  member = { username: phoneMember.username, token: phoneMember.token, id: row.id };
  // 200 deposits waiting for an operator, as live mode's recharges leave them: 100 + i USD, "q-i".
  await db
    .insertInto('deposits')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        user_id: member.id,
        amount_cents: (100 + i) * 100,
        status: 'pending' as const,
        reference: `q-${i}`,
        created_at: sql<Date>`now() - make_interval(secs => ${200 - i})`,
      })) as never,
    )
    .execute();
});
afterAll(async () => {
  await db?.destroy();
  await browser?.close();
});

async function consoleAt(width: 390 | 1280, locale: 'en-US' | 'zh-CN'): Promise<BrowserContext> {
  const context =
    width === 390
      ? await phone(browser, locale)
      : await browser.newContext({ viewport: { width, height: 800 }, locale, baseURL: inject('baseUrl') });
  await context.addInitScript(
    ([key, language, t]) =>
      localStorage.setItem(key, JSON.stringify({ state: { language, token: t, isLogin: true }, version: 0 })),
    [SESSION, locale, staffToken] as const,
  );
  return context;
}

describe('a queue of 200 deposits', () => {
  it('is searched, ordered and paged on the server, and confirmed in bulk once', async () => {
    const context = await consoleAt(1280, 'en-US');
    const page = await context.newPage();
    await page.goto('/admin/queues');
    await page.getByRole('tab', { name: 'Deposits' }).click();
    const items = page.getByTestId('deposit-item');
    // q-1, q-10…q-19, q-100…q-199: 111 deposits, 50 a page.
    await page.getByTestId('queue-search').fill('q-1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => items.count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).last().click();
    await page.getByText('Page 2').last().waitFor();
    await expect.poll(() => items.count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).last().click();
    await expect.poll(() => items.count()).toBe(11);
    await page.getByLabel('Order').selectOption('largest');
    await expect.poll(async () => (await items.first().innerText()).includes('299.00 USD')).toBe(true);
    await shot(page, 'en-admin-queue-search-1280');

    // The member's 200: the first page ticked and confirmed at once, listed in one confirmation.
    const before = (await api('/api/Game/getLeftmoney', { token: member.token })).data.leftmoney as number;
    await page.getByTestId('queue-search').fill(member.username);
    await page.getByLabel('Order').selectOption('oldest');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => items.count()).toBe(50);
    await page.getByTestId('select-all').check();
    await page.getByRole('button', { name: 'Confirm selected (50)' }).click();
    const dialog = page.getByTestId('ask-first');
    await dialog.getByText('Credit these 50 deposits?').waitFor();
    await dialog.getByText('100.00 USD').first().waitFor();
    await shot(page, 'en-admin-queue-bulk-1280');
    await confirmAsk(page, 'Credit these 50 deposits?');
    await expectToast(page, '50 of 50 done');
    // The oldest 50 were 100…149 USD: 6,225 USD credited, once each.
    await expect
      .poll(async () => (await api('/api/Game/getLeftmoney', { token: member.token })).data.leftmoney)
      .toBe(before + 6_225);
    const log = await api('/api/Admin/auditLog', { token: staffToken, action: 'deposit.confirm', size: 100 });
    expect(
      log.data.list.filter((r: { target: string }) => r.target.startsWith('deposit:')).length,
    ).toBeGreaterThanOrEqual(50);
    await expect.poll(async () => (await items.first().innerText()).includes('150.00 USD')).toBe(true);
    await context.close();
  });

  it('fits a phone in Chinese: no sideways scroll of the page', async () => {
    const context = await consoleAt(390, 'zh-CN');
    const page = await context.newPage();
    await page.goto('/admin/queues');
    await page.getByRole('tab', { name: '充值' }).click();
    await page.getByTestId('deposit-item').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'zh-CN-admin-queue-390');
    await context.close();
  });
});
