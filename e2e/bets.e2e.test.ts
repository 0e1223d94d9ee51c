import { describe, expect, inject, it } from 'vitest';
import { answerDialog, api, browser, DICE_STARTER, loggedInPhone, openRoundVia, shot } from './browser.ts';
import { brokenWords } from './texts.ts';

/** Issue 28: a settled round is announced; the rules open once per room; "My bets" keeps every order. */
describe('results and history', () => {
  it('announces the result of a round the member ordered in, opens the rules once, and lists the bet', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 1000 });
    const page = await context.newPage();
    await page.goto(`/activity/${DICE_STARTER}`);
    await answerDialog(page, 'Rise: sum 11–18', 'Confirm');
    await openRoundVia(token, DICE_STARTER, 6);
    await page.getByTestId('option-0').click();
    await page.getByPlaceholder(/Price per option/).fill('20');
    await page.getByTestId('buy').click();
    await page.getByTestId('confirm-buy').click();
    await page.locator('.adm-toast-main', { hasText: 'Order placed' }).waitFor();
    // The round closes, is drawn and settled: its result is said without asking.
    const notice = page.getByTestId('result-notice');
    await notice.waitFor({ timeout: 60_000 });
    const said = await notice.innerText();
    expect(said).toMatch(
      /^Round \d+: (\$39\.00 paid \(\+\$19\.00 on the round\)|no win this time \(\$20\.00 staked\))$/,
    );
    expect(await brokenWords(page, '.adm-toast-main')).toEqual([]);
    await shot(page, 'en-result-notice');
    const won = said.includes('paid');

    // The rules opened on the first entry only: not again, not even in the page the server sends.
    await page.reload();
    await page.getByTestId('round-card').waitFor();
    expect(await page.locator('.activity-dialog').count()).toBe(0);
    const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const served = await (
      await fetch(`${inject('baseUrl')}/activity/${DICE_STARTER}`, { headers: { cookie: cookies } })
    ).text();
    expect(served).not.toContain('activity-dialog');
    const fresh = await (
      await fetch(`${inject('baseUrl')}/activity/${DICE_STARTER}`, { headers: { cookie: 'rh_member=1' } })
    ).text();
    expect(fresh).toContain('activity-dialog');
    // A finger's width: the room's small controls are at least 44 px to tap.
    for (const control of [page.getByTestId('rules-button'), page.locator('.result-verify').first()]) {
      // Measured once laid out (the room's styles arrive with its screen).
      const side = () =>
        control.evaluate((e) => {
          const box = e.getBoundingClientRect();
          return Math.min(box.width, box.height);
        });
      await expect.poll(side, { timeout: 5000 }).toBeGreaterThanOrEqual(44);
    }
    await page.getByTestId('rules-button').click();
    await page.locator('.activity-dialog').waitFor();
    await answerDialog(page, 'Rise: sum 11–18', 'Confirm');

    // My bets: the order, its result, and a filter that keeps or drops it.
    await page.goto('/my_bets');
    const row = page.getByTestId('bet-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Dice · Starter');
    // A won order's tag names its payout as one (stake $20 × 1.95), not as a gain of "+$39.00".
    expect(await row.innerText()).toContain(won ? 'Payout $39.00' : 'Lost');
    await shot(page, 'en-my-bets');
    await page.locator('.bets-status .adm-selector-item', { hasText: won ? 'Lost' : 'Won' }).click();
    await page.getByText('No bets here').waitFor();
    await page.locator('.bets-status .adm-selector-item', { hasText: won ? 'Won' : 'Lost' }).click();
    await page.getByTestId('bet-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe(won ? 'won' : 'lost');

    // The fund flow's order row leads to that round's bets.
    await page.goto('/my_income');
    await page.getByTestId('flow-round').first().click();
    await page.waitForURL(/\/my_bets\?gametype=2&seqno=\d+/);
    await page.getByTestId('bets-active').waitFor();
    await page.getByTestId('bet-row').first().waitFor();
    expect(await page.getByTestId('bet-row').count()).toBe(1);
    await shot(page, 'en-my-bets-round');
    await context.close();
  }, 120_000);

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`lists bets in ${locale}, with nothing left in English`, async () => {
      const { context, token } = await loggedInPhone(browser, locale);
      await api('/api/Game/recharge', { token, money: 1000 });
      // Long enough left that the bet still waits for its draw when the screen is read.
      const round = await openRoundVia(token, 1, 8);
      const placed = await api('/api/Game/order', { token, gameid: round.id, roomid: 1, order_info: [[2, 1.95, 30]] });
      expect(placed.code).toBe(1);
      const page = await context.newPage();
      await page.goto('/my_bets');
      await page.getByTestId('bet-row').first().waitFor();
      const text = await page.locator('.page').innerText();
      expect(text).toContain(locale === 'zh-CN' ? '我的投注' : '我的投注');
      expect(text).toContain(locale === 'zh-CN' ? '数字 · 新手房' : '數字 · 新手房');
      // Latin letters only in money ($) and numbers: no English word on a Chinese screen.
      expect(text.replace(/\$[\d,.]+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
      // The row's tag says its state in the filter's word (not 等待开奖 beside a filter of 待开奖).
      const open = locale === 'zh-CN' ? '待开奖' : '待開獎';
      expect(await page.getByTestId('bet-row').first().locator('.adm-tag').innerText()).toBe(open);
      expect(await page.locator('.bets-status').innerText()).toContain(open);
      await shot(page, `${locale}-my-bets`);
      await context.close();
    });
  }
});

describe('an address the app does not have', () => {
  it('answers 404: the app’s not-found screen for a page, plain 404 for a file', async () => {
    const base = inject('baseUrl');
    for (const unknown of ['/no-such-page', '/room_list/9', '/room_list/x']) {
      const page = await fetch(`${base}${unknown}`);
      expect(page.status, unknown).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
    for (const file of ['/favicon.ico', '/robots.txt', '/assets/gone-1234.js']) {
      expect((await fetch(`${base}${file}`)).status, file).toBe(404);
    }
    for (const known of [
      '/',
      '/my_bets',
      '/activity/1',
      '/room_list/1',
      '/room_list/2',
      '/help/26',
      '/admin/members',
      '/recharge/1',
      '/Login',
    ]) {
      expect((await fetch(`${base}${known}`)).status, known).toBe(200);
    }
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const answer = await tab.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await tab.getByTestId('not-found').waitFor();
    await context.close();
  });
});
