import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, api, browser, expectToast, loggedInPhone, pageOf, shot } from './browser.ts';
import { holdRequests } from './connection.ts';

/** Waits until the room shows an open round with at least `seconds` left on its clock. */
async function waitForOpen(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await page.getByTestId('round-state').innerText();
        const [m, s] = (await page.getByTestId('countdown').innerText()).split(':').map(Number);
        return state === 'Open' && (m ?? 0) * 60 + (s ?? 0) >= seconds;
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
}

describe('the trading room', () => {
  it('buys, shows the order, cancels, buys again, pays out the result and verifies the round', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 1000 });
    const { page, errors } = await pageOf(context);

    await page.goto('/room_list/2');
    await page.getByText('Digits · Starter').waitFor();
    await shot(page, 'en-room-list');
    await page.getByText('Digits · Starter').click();
    await page.waitForURL('**/activity/1');
    // The activity dialog on entry explains the odds and the return to player.
    await page.getByText('Rise: sum 14–27').waitFor();
    await shot(page, 'en-activity-dialog');
    await answerDialog(page, 'Rise: sum 14–27', 'Confirm');
    await waitForOpen(page, 16);
    // Where the outcomes stand: a new result must not move them (the strip keeps five rows' room).
    // Measured on the page, not the screen: a page taller than the screen may have scrolled since.
    const outcomesTop = () =>
      page.getByTestId('option-0').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const topBefore = await outcomesTop();
    expect(topBefore).toBeGreaterThan(0);

    // The checks come before the popup, each with its own message.
    await page.getByTestId('buy').click();
    await expectToast(page, 'Please select at least one option');
    await page.getByTestId('option-0').click();
    await page.getByTestId('option-2').click();
    await page.getByPlaceholder(/Price per option/).fill('5');
    await page.getByTestId('buy').click();
    await expectToast(page, 'The order total must be at least $20.00');
    // A decimal point stays where it was typed: "10.5" is no whole price, not 105.
    await page.getByPlaceholder(/Price per option/).fill('10.5');
    await expect(page.getByPlaceholder(/Price per option/).inputValue()).resolves.toBe('10.5');
    await page.getByTestId('buy').click();
    await expectToast(page, 'Enter a whole number above 0');
    await page.getByPlaceholder(/Price per option/).fill('10');
    await shot(page, 'en-activity-selected');
    await page.getByTestId('buy').click();
    await expect(page.getByTestId('confirm-total').innerText()).resolves.toBe('$20.00');
    await shot(page, 'en-activity-confirm');
    await page.getByTestId('confirm-buy').click();
    await expectToast(page, 'Order placed');
    await expect.poll(() => page.getByTestId('room-order').count()).toBe(2);

    // Cancel the "Rise" order from the record popup; the stake comes back.
    await page.getByRole('button', { name: 'My orders' }).click();
    await expect.poll(() => page.getByTestId('my-order').count()).toBe(2);
    await shot(page, 'en-activity-records');
    await page.getByTestId('my-order').filter({ hasText: 'Rise' }).getByRole('button', { name: 'Cancel' }).click();
    await answerDialog(page, 'Cancel this order?', 'Confirm');
    await answerDialog(page, 'Order cancelled: the stake is back in your balance', 'Confirm');
    await page.locator('.records-popup .adm-popup-close-icon').click();
    await page.locator('.records-popup').waitFor({ state: 'hidden' });

    // Buy again: "Even" at 20.
    await page.getByTestId('option-3').click();
    await page.getByPlaceholder(/Price per option/).fill('20');
    await page.getByTestId('buy').click();
    await page.getByTestId('confirm-buy').click();
    await expectToast(page, 'Order placed');
    const seqno = Number(await page.getByTestId('seqno').innerText());
    // This round's row in the results strip: its number cell says exactly the slot number (a bare
    // text match would also find it inside another row's numbers, e.g. just after UTC midnight).
    const resultRow = page
      .getByTestId('result')
      .filter({ has: page.locator('.result-seqno', { hasText: new RegExp(`^${seqno % 100_000}$`) }) });
    const me = await api('/api/Game/getuserinfo', { token });
    expect(me.data.money).toBe(1000 - 10 - 20);

    // Wait for the round to close, settle and reload: the result appears and the balance follows it.
    await resultRow.first().waitFor({ timeout: 60_000 });
    expect(await outcomesTop()).toBe(topBefore);
    const award = await api('/api/Game/current', { token, gameseq: seqno, gametype: 1 });
    const sum = award.data.result.sum as number;
    const expected = 970 + (sum % 2 === 1 ? 19.5 : 0) + (sum % 2 === 0 ? 39 : 0);
    expect(award.data.stake).toBe(30);
    await expect.poll(async () => (await api('/api/Game/getuserinfo', { token })).data.money).toBe(expected);
    await shot(page, 'en-activity-result');

    // Verify the round in the browser.
    await resultRow.getByText('Verify').click();
    await page.waitForURL('**/verify?**');
    await page.getByTestId('verify-verdict').waitFor();
    await expect(page.getByTestId('verify-verdict').innerText()).resolves.toBe('Verified: this round was fair.');
    await shot(page, 'en-verify');
    expect(errors).toEqual([]);
    await context.close();
  }, 200_000);

  it('keeps the outcomes where they are whether the strip shows no result, four or five', async () => {
    // A fresh game has fewer than five results for its first rounds: the fifth must not push the
    // outcomes down under a finger (the strip's padding once came out of its five rows' room).
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    // The strip is given `shown` results (a fresh server has drawn too few to count on five).
    let shown = 0;
    await page.route('**/api/Game/getGameinfo', async (route) => {
      const answer = await (await route.fetch()).json();
      const last = answer.data.game.seqno as number;
      answer.data.his = Array.from({ length: shown }, (_, i) => ({
        seqno: last - 1 - i,
        num1: 1,
        num2: 4,
        num3: 7,
        sum: 12,
        resultcn: '12 · Fall · Even',
        wins: [1, 3],
      }));
      await route.fulfill({ json: answer });
    });
    const tops: number[] = [];
    for (const count of [0, 4, 5]) {
      shown = count;
      await page.goto('/activity/1');
      await expect.poll(() => page.getByTestId('result').count()).toBe(count);
      tops.push(await page.getByTestId('option-0').evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
    }
    expect(tops).toEqual([tops[0], tops[0], tops[0]]);
    await context.close();
  });

  it("offers a member without the room's minimum the way to recharge, instead of only saying so", async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    // The room list and the member are held until after the taps: a tap waits for them, and still
    // offers the recharge (it used to open the room list, or the room without the check).
    const release = await holdRequests(page, '**/api/Game/getRoomList', '**/api/Game/getuserinfo');
    await page.goto('/');
    // Two quick taps while it waits open one offer, not two.
    const card = page.locator('.game-card').first();
    await card.click();
    await card.click();
    // Waiting on a slow link, the tapped card says so.
    await expect.poll(() => card.getAttribute('aria-busy')).toBe('true');
    expect(await card.locator('.busy-spinner').count()).toBe(1);
    await shot(page, 'en-home-card-waiting');
    release();
    await page.getByText('Balance cannot be less than $10.00').waitFor();
    expect(await card.getAttribute('aria-busy')).toBe('false');
    await page.waitForTimeout(300);
    expect(await page.getByText('Balance cannot be less than $10.00').count()).toBe(1);
    await answerDialog(page, 'Balance cannot be less than $10.00', 'Recharge');
    await page.waitForURL('**/recharge');
    await context.close();
  });

  it('says a room is waiting for the member on a slow link, and then checks the balance', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    const release = await holdRequests(page, '**/api/Game/getuserinfo');
    await page.goto('/room_list/2');
    const room = page.getByTestId('room').filter({ hasText: 'Digits · Starter' });
    await room.click();
    await expect.poll(() => room.getByRole('progressbar').count()).toBe(1);
    await shot(page, 'en-room-list-waiting');
    release();
    await answerDialog(page, 'Balance cannot be less than $10.00', 'Cancel');
    await expect.poll(() => room.getByRole('progressbar').count()).toBe(0);
    expect(page.url()).toMatch(/\/room_list\/2$/);
    await context.close();
  });

  it("shows the trend: the member's totals, and each game's chart or why there is none yet", async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/lotteryprize');
    await page.getByTestId('trend-1').waitFor();
    await expect(page.getByText('Today’s total').count()).resolves.toBe(1);
    // English's ’ is as narrow as ', not a CJK font's full-width one ("Today’ s total").
    const [curly, straight] = await page.getByText('Today’s total').evaluate((label) => {
      const probe = label.cloneNode() as HTMLElement;
      probe.textContent = "Today's total";
      label.after(probe);
      const widths = [label, probe].map((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        return range.getBoundingClientRect().width;
      });
      probe.remove();
      return widths as [number, number];
    });
    expect(curly).toBeLessThan(straight * 1.1);
    // A candle needs 10 settled rounds: until then the chart says so.
    const digits = page.getByTestId('trend-1');
    await expect
      .poll(
        async () =>
          (await digits.getByTestId('candle-chart').count()) +
          (await digits.getByText('Not enough rounds yet').count()),
      )
      .toBeGreaterThan(0);
    await shot(page, 'en-trend');
    await context.close();
  });

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`shows the room, trend and verify pages in ${locale}`, async () => {
      const { context, token } = await loggedInPhone(browser, locale);
      await api('/api/Game/recharge', { token, money: 600 });
      const page = await context.newPage();
      await page.goto('/room_list/2');
      await page.getByTestId('room').first().waitFor();
      await shot(page, `${locale}-room-list`);
      await page.goto('/activity/2');
      await answerDialog(
        page,
        locale === 'zh-CN' ? '每期掷出三颗' : '每期擲出三顆',
        locale === 'zh-CN' ? '确定' : '確定',
      );
      await page.getByTestId('option-0').waitFor();
      await shot(page, `${locale}-activity`);
      await page.goto('/lotteryprize');
      await page.getByTestId('trend-2').waitFor();
      await shot(page, `${locale}-trend`);
      await page.goto('/verify?type=1');
      await page
        .getByText(locale === 'zh-CN' ? '验证开奖' : '驗證開獎')
        .first()
        .waitFor();
      // The recent rounds are chips to pick, or a line saying none is drawn yet: never a heading over nothing.
      const recent = page.getByTestId('verify-recent');
      const none = locale === 'zh-CN' ? '本游戏还没有开奖的期数' : '本遊戲還沒有開獎的期數';
      await expect
        .poll(async () => (await recent.locator('.chip').count()) + (await recent.getByText(none).count()))
        .toBeGreaterThan(0);
      await shot(page, `${locale}-verify`);
      await context.close();
    });
  }
});
