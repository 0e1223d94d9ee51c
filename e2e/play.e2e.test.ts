import { describe, expect, it } from 'vitest';
import { answerDialog, api, browser, expectToast, loggedInPhone, openRoundVia, shot } from './browser.ts';
import { loseAnswers } from './connection.ts';
import { wrappedTexts } from './texts.ts';

describe('responsible play', () => {
  it('sets a loss limit in My play and is refused an order that would pass it', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 1000 });
    const page = await context.newPage();
    await page.goto('/user');
    await page.getByText('My play').click();
    await page.waitForURL('**/my_play');
    await page.getByTestId('play-all').waitFor();
    await page.getByTestId('play-rtp').waitFor();
    await shot(page, 'en-my-play');

    await page.getByTestId('limit-loss').click();
    await page.getByTestId('limit-amount').locator('input').fill('50');
    await shot(page, 'en-my-play-limit');
    await page.getByTestId('limit-save').click();
    await page.getByText('$50.00 per 24 hours · $50.00 left').waitFor();

    // In the trading room: an order of 60 passes the limit and is refused with what is left.
    await page.goto('/activity/1');
    await answerDialog(page, 'Rise: sum 14–27', 'Confirm');
    await expect
      .poll(
        async () => {
          const [m, sec] = (await page.getByTestId('countdown').innerText()).split(':').map(Number);
          return (await page.getByTestId('round-state').innerText()) === 'Open' && (m ?? 0) * 60 + (sec ?? 0) >= 8;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    await page.getByTestId('option-0').click();
    await page.getByPlaceholder(/Price per option/).fill('60');
    await page.getByTestId('buy').click();
    await page.getByTestId('confirm-buy').click();
    await expectToast(page, 'This order would exceed your loss limit: $50.00 left in this period');
    await shot(page, 'en-loss-limit-refused');
    // The API says the same, and a smaller order goes through.
    const gameid = (await openRoundVia(token, 1, 3)).id;
    const refused = await api('/api/Game/order', { token, roomid: 1, gameid, order_info: [[0, 1.95, 60]] });
    expect(refused.data).toMatchObject({ errCode: 3031 });
    expect((await api('/api/Game/order', { token, roomid: 1, gameid, order_info: [[0, 1.95, 40]] })).code).toBe(1);

    // Raising the limit waits 24 hours. The amount is typed as amounts are written ("1,500"), and
    // the answer is lost on its way back: the screen asks again and shows the change all the same.
    await page.goto('/my_play');
    await page.getByTestId('limit-loss').click();
    await page.getByTestId('limit-amount').locator('input').fill('1,500');
    const answered = await loseAnswers(page, '**/api/Play/setLimit');
    await page.getByTestId('limit-save').click();
    await expectToast(page, 'Network error, please try again');
    await answered();
    await page.locator('.adm-popup-close-icon').click();
    await page.getByText(/^From .*: \$1,500\.00 per 24 hours$/).waitFor();
    await page.getByText('$50.00 per 24 hours · $10.00 left').waitFor();
    await shot(page, 'en-my-play-pending');
    await context.close();
  });

  it('reminds of the time played and the net result (clock moved, not waited for)', async () => {
    const { context, token } = await loggedInPhone(browser, 'zh-TW');
    await api('/api/Play/setReminder', { token, minutes: 15 });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/my_play');
    await page.getByTestId('play-all').waitFor();
    await shot(page, 'zh-TW-my-play');
    // Five reminder choices across a phone, each on one line ("120 分鐘" wrapped under its number).
    expect(await wrappedTexts(page, '[data-testid=reminder] .adm-selector-item')).toEqual([]);
    await page.clock.fastForward('15:01');
    await page.getByText('時間提醒').waitFor();
    await page.getByText(/您已遊戲 15 分鐘/).waitFor();
    await shot(page, 'zh-TW-play-reminder');
    await context.close();
  });

  it('takes a break that blocks orders and recharges (zh-CN)', async () => {
    const { context, token } = await loggedInPhone(browser, 'zh-CN');
    const page = await context.newPage();
    await page.goto('/my_play');
    await page.getByTestId('break-1').click();
    await answerDialog(page, '暂停 1 天？', '确认暂停');
    await page.getByTestId('excluded').waitFor();
    await shot(page, 'zh-CN-my-play-break');
    const refused = await api('/api/Game/recharge', { token, money: 500, lang: 'chs' });
    expect(refused.data).toMatchObject({ errCode: 3030 });
    expect(refused.info).toMatch(/^您已自我限制参与，直至 /);
    await context.close();
  });
});
