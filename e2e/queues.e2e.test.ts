import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { api, browser, confirmAsk, expectToast, loggedInPhone, shot, signIn, staffScreen } from './browser.ts';
import { loseAnswers } from './connection.ts';

let db: Db;
let staffToken: string;
let member: { username: string; token: string; id: number };

/**
 * Issue 29: an operator works a queue of 200 deposits: search, order, pages read from the server,
 * and a bulk confirmation that lists what it credits and credits each once.
 */
beforeAll(async () => {
  db = createDb(inject('databaseUrl'), { max: 2 });
  staffToken = await signIn();
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
});

/** The console's deposit queue at a width and in a language: its screen, and the context to close. */
async function depositQueue(width: 390 | 1280, locale: 'en-US' | 'zh-CN' | 'zh-TW') {
  const context = await staffScreen(staffToken, width, locale);
  const page = await context.newPage();
  await page.goto('/admin/queues');
  await page.getByRole('tab', { name: { 'en-US': 'Deposits', 'zh-CN': '充值', 'zh-TW': '儲值' }[locale] }).click();
  return { context, page };
}

/** The deposit queue searched for `q`, once it shows `count` items, with the member's withdrawable cash before. */
async function searched(width: 390 | 1280, locale: 'en-US' | 'zh-CN' | 'zh-TW', q: string, count: number) {
  const { context, page } = await depositQueue(width, locale);
  const before = await leftmoney();
  const items = page.getByTestId('deposit-item');
  await page.getByTestId('queue-search').fill(q);
  await page.getByRole('button', { name: { 'en-US': 'Search', 'zh-CN': '搜索', 'zh-TW': '搜尋' }[locale] }).click();
  await expect.poll(() => items.count()).toBe(count);
  return { context, page, items, before };
}

/** What the member may withdraw now. */
async function leftmoney(): Promise<number> {
  return (await api('/api/Game/getLeftmoney', { token: member.token })).data.leftmoney as number;
}

describe('a queue of 200 deposits', () => {
  it('is searched, ordered and paged on the server, and confirmed in bulk once', async () => {
    const { context, page } = await depositQueue(1280, 'en-US');
    const items = page.getByTestId('deposit-item');
    // q-1, q-10…q-19, q-100…q-199: 111 deposits, 50 a page.
    await page.getByTestId('queue-search').fill('q-1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => items.count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).last().click();
    await page.getByText('Page 2 of 3').last().waitFor();
    await page.getByText('111 in all').last().waitFor();
    await expect.poll(() => items.count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).last().click();
    await expect.poll(() => items.count()).toBe(11);
    await page.getByText('Page 3 of 3').last().waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).last().isDisabled()).toBe(true);
    await page.getByLabel('Order').selectOption('largest');
    await expect.poll(async () => (await items.first().innerText()).includes('299.00 USD')).toBe(true);
    await shot(page, 'en-admin-queue-search-1280');

    // The member's 200: the first page ticked and confirmed at once, listed in one confirmation.
    const before = await leftmoney();
    await page.getByTestId('queue-search').fill(member.username);
    await page.getByLabel('Order').selectOption('oldest');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => items.count()).toBe(50);
    await page.getByTestId('select-all').check();
    await page.getByRole('button', { name: 'Confirm selected (50)' }).click();
    const dialog = page.getByTestId('ask-first');
    await dialog.getByText('Credit these 50 deposits?').waitFor();
    await dialog.getByText('100.00 USD').first().waitFor();
    // What it adds up to, before the list; the list scrolls inside, the buttons stay in sight.
    await dialog.getByText('50 in all: 6,225.00 USD, one member').waitFor();
    expect(await page.getByTestId('ask-first-ok').isVisible()).toBe(true);
    const ok = await page.getByTestId('ask-first-ok').boundingBox();
    expect((ok?.y ?? 1000) + (ok?.height ?? 0)).toBeLessThanOrEqual(800);
    await shot(page, 'en-admin-queue-bulk-1280');
    await confirmAsk(page, 'Credit these 50 deposits?');
    // Fifty decisions, one after another (each audited on its own): the toast comes after the last.
    await expectToast(page, '50 of 50 done', 40_000);
    // The oldest 50 were 100…149 USD: 6,225 USD credited, once each.
    await expect.poll(() => leftmoney()).toBe(before + 6_225);
    const log = await api('/api/Admin/auditLog', { token: staffToken, action: 'deposit.confirm', size: 100 });
    expect(
      log.data.list.filter((r: { target: string }) => r.target.startsWith('deposit:')).length,
    ).toBeGreaterThanOrEqual(50);
    await expect.poll(async () => (await items.first().innerText()).includes('150.00 USD')).toBe(true);
    // 150 still waiting: the last of 3 pages decided at once leaves the operator on the page before it.
    await page.getByText('150 in all').last().waitFor();
    await page.getByRole('button', { name: 'Next' }).last().click();
    await page.getByRole('button', { name: 'Next' }).last().click();
    await page.getByText('Page 3 of 3').last().waitFor();
    await page.getByTestId('select-all').check();
    await page.getByRole('button', { name: 'Confirm selected (50)' }).click();
    await confirmAsk(page, 'Credit these 50 deposits?');
    // Fifty decisions, one after another (each audited on its own): the toast comes after the last.
    await expectToast(page, '50 of 50 done', 40_000);
    await page.getByText('Page 2 of 2').last().waitFor();
    await page.getByText('100 in all').last().waitFor();
    await expect.poll(() => items.count()).toBe(50);
    await context.close();
  });

  it('fits a phone in Chinese: no sideways scroll of the page', async () => {
    const { context, page } = await depositQueue(390, 'zh-CN');
    await page.getByTestId('deposit-item').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'zh-CN-admin-queue-390');
    await context.close();
  });

  it("says an item's note hint whole on a phone in English (it was cut beside the two buttons)", async () => {
    const { context, page } = await depositQueue(390, 'en-US');
    const note = page.getByTestId('deposit-item').first().getByRole('textbox', { name: 'Reason the member sees' });
    await note.waitFor();
    // The hint's width in the field's own font, against the room the field gives its text.
    const [hint, room] = await note.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return [context2d.measureText(input.placeholder).width, inner];
    });
    expect(hint).toBeLessThanOrEqual(room);
    await context.close();
  });

  it('leaves the queue with a decision whose answer was lost: the queue is asked again (zh-CN)', async () => {
    const { context, page, items, before } = await searched(390, 'zh-CN', 'q-120', 1);
    // The confirmation reaches the server (the deposit is credited), its answer does not come back.
    await loseAnswers(page, '**/api/Admin/confirmDeposit');
    await items.first().getByRole('button', { name: '确认' }).click();
    await confirmAsk(page, '将这笔充值入账给会员？');
    await expect.poll(() => items.count()).toBe(0);
    expect(await leftmoney()).toBe(before + 220);
    await context.close();
  });

  it('answers a decision sent again after its answer was lost as done, and credits once (zh-TW)', async () => {
    const { context, page, items, before } = await searched(390, 'zh-TW', 'q-121', 1);
    // The confirmation is made but its answer is lost, and so is the queue's every answer after it:
    // the deposit still shows as waiting, and the operator confirms it again once the link is back.
    let lostQueues = 0;
    page.on('requestfailed', (r) => {
      if (r.url().endsWith('/api/Admin/deposits')) lostQueues += 1;
    });
    const queueBack = await loseAnswers(page, '**/api/Admin/deposits');
    await loseAnswers(page, '**/api/Admin/confirmDeposit', 1);
    const confirm = () => items.first().getByRole('button', { name: '確認' }).click();
    await confirm();
    await confirmAsk(page, '將這筆儲值入帳給會員？');
    await expect.poll(() => leftmoney()).toBe(before + 221);
    // The queue's refresh and its one retry are both lost before the link is back.
    await expect.poll(() => lostQueues).toBeGreaterThanOrEqual(2);
    await queueBack();
    await confirm();
    await confirmAsk(page, '將這筆儲值入帳給會員？');
    // Done, not "該申請已處理" (already decided), the refusal it met before.
    await page.locator('.adm-toast-main').getByText('已處理', { exact: true }).waitFor();
    await expect.poll(() => items.count()).toBe(0);
    await shot(page, 'zh-TW-admin-queue-sent-again-390');
    expect(await leftmoney()).toBe(before + 221);
    const log = await api('/api/Admin/auditLog', { token: staffToken, action: 'deposit.confirm', size: 100 });
    const confirmed = await db.selectFrom('deposits').select('id').where('reference', '=', 'q-121').executeTakeFirst();
    expect(log.data.list.filter((r: { target: string }) => r.target === `deposit:${confirmed?.id}`)).toHaveLength(1);
    await context.close();
  });

  it('counts a bulk decision whose answer was lost as done once it is sent again (en)', async () => {
    // q-140…q-149 still wait (q-14 was confirmed in bulk above): 10 deposits of 240…249 USD.
    const { context, page, items, before } = await searched(1280, 'en-US', 'q-14', 10);
    await page.getByTestId('select-all').check();
    await loseAnswers(page, '**/api/Admin/confirmDeposit', 1);
    await page.getByRole('button', { name: 'Confirm selected (10)' }).click();
    await confirmAsk(page, 'Credit these 10 deposits?');
    await expectToast(page, '10 of 10 done', 20_000);
    await expect.poll(() => items.count()).toBe(0);
    expect(await leftmoney()).toBe(before + 2_445);
    await context.close();
  });
});
