import { describe, expect, it } from 'vitest';
import { api, browser, loggedInPhone, openRoundVia, shot } from './browser.ts';

/** Places an order on the room's current round once it has `seconds` left; answers the round's seqno. */
async function orderOnOpenRound(token: string, roomid: number, seconds: number): Promise<number> {
  for (;;) {
    const round = await openRoundVia(token, roomid, seconds);
    const placed = await api('/api/Game/order', {
      token,
      roomid,
      gameid: round.id,
      order_info: [
        [0, 1.95, 20],
        [1, 1.95, 20],
      ],
    });
    if (placed.code === 1) return round.seqno;
  }
}

describe('/current/{id}: a round as a page', () => {
  /** One member follows their round in `locale`: the three languages run at once, on one round's time. */
  const follow = async (locale: 'en-US' | 'zh-CN' | 'zh-TW') => {
    const { context, token } = await loggedInPhone(browser, locale);
    await api('/api/Game/recharge', { token, money: 500 });
    // en-US looks at the open round's countdown: its round has time left for a slow page load.
    const seqno = await orderOnOpenRound(token, 1, locale === 'en-US' ? 20 : 8);
    const page = await context.newPage();
    await page.goto(`/current/1?seqno=${seqno}`);
    await page.getByTestId('current-round').waitFor();
    await expect(page.getByTestId('current-seqno').innerText()).resolves.toBe(String(seqno));
    await expect.poll(() => page.getByTestId('current-order').count()).toBe(2);
    if (locale === 'en-US') {
      await page.getByTestId('countdown').waitFor();
      await expect(page.getByTestId('current-state').innerText()).resolves.toBe('Open');
    }
    await shot(page, `${locale}-current-open`);

    // The round closes, is drawn and settles: one of rise and fall won, so the net is -40 + 39.
    await page.getByTestId('current-result').waitFor({ timeout: 50_000 });
    await page.getByTestId('current-net').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('current-net').innerText()).resolves.toBe('-$1.00');
    await expect
      .poll(() =>
        page
          .locator('[data-testid=current-order] .adm-list-item-description', { hasText: /· (Won|中奖|中獎)$/ })
          .count(),
      )
      .toBe(1);
    // The winning order's payout is named as one ($20 × 1.95), not shown as a gain of "+$39.00".
    const payout = { 'en-US': 'Payout $39.00', 'zh-CN': '派彩 $39.00', 'zh-TW': '派彩 $39.00' }[locale];
    await expect(page.locator('.current-payout').innerText()).resolves.toBe(payout);
    await shot(page, `${locale}-current-settled`);
    await page.getByTestId('current-verify').click();
    await page.waitForURL(/\/verify\?type=1&seqno=/);
    // Home's activity list now carries this round's result and real wins, nothing invented.
    await page.goto('/');
    await page.getByTestId('ticker-result').first().waitFor();
    await expect(page.getByTestId('ticker-win').count()).resolves.toBeGreaterThan(0);
    // A win there is an order's payout, named as one (a member may have lost on the round).
    const paid = {
      'en-US': / was paid \$[\d,.]+ · /,
      'zh-CN': / 获得派彩 \$[\d,.]+ · /,
      'zh-TW': / 獲得派彩 \$[\d,.]+ · /,
    };
    await expect(page.getByTestId('ticker-win').first().innerText()).resolves.toMatch(paid[locale]);
    await shot(page, `${locale}-home-activity`);
    await context.close();
  };

  it("follows the round from open to its result and the member's award (en-US, zh-CN, zh-TW at once)", async () => {
    await Promise.all((['en-US', 'zh-CN', 'zh-TW'] as const).map(follow));
  }, 120_000);

  it('says so in place for a room or round that does not exist, without a toast over the page', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    const noToast = async () => {
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.adm-toast-main').count(), page.url()).toBe(0);
    };
    await page.goto('/current/999999');
    await page.getByTestId('current-missing').waitFor();
    await noToast();
    // The trading room of no room, and an address whose id is no number: "Room not found" on the page.
    for (const path of ['/activity/999999', '/activity/abc']) {
      await page.goto(path);
      await page.locator('.adm-error-block').getByText('Room not found').waitFor();
      await noToast();
    }
    // A round the room never had: said so, with the way to the room's current round.
    await page.goto('/current/1?seqno=123');
    await page.getByTestId('current-missing').getByText('This round does not exist').waitFor();
    await page.getByText('Digits · Starter has no round 123.').waitFor();
    await noToast();
    await page.getByRole('button', { name: 'Its current round' }).click();
    await page.getByTestId('current-round').waitFor();
    expect(new URL(page.url()).searchParams.get('seqno')).not.toBe('123');
    await page.goto('/verify?type=1&seqno=5');
    await page.locator('.adm-error-block').getByText('This round does not exist').waitFor();
    await noToast();
    // A number past any round's (the server would refuse it as malformed: "Incomplete parameters").
    await page.goto('/verify?type=1&seqno=99999999999999999999');
    await page.locator('.adm-error-block').getByText('This round does not exist').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Incomplete parameters');
    // Nor another round's check in its place.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('verify-steps').count()).toBe(0);
    await context.close();
  });
});
