import { describe, expect, it } from 'vitest';
import { api, browser, loggedInPhone, phone, shot } from './browser.ts';

describe('VIP levels and the VIP hall', () => {
  it('sends a visitor from the VIP hall to log in', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hall-vip').click();
    await page.waitForURL('**/login');
    await context.close();
  });

  for (const [locale, closed] of [
    ['en-US', 'The VIP hall is for VIP members'],
    ['zh-CN', 'VIP厅仅对VIP会员开放'],
    ['zh-TW', 'VIP廳僅對VIP會員開放'],
  ] as const) {
    it(`tells a level-0 member what the VIP hall needs, and shows the progress (${locale})`, async () => {
      const { context } = await loggedInPhone(browser, locale);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByTestId('hall-vip').click();
      await page.getByText(closed).waitFor();
      await expect(page.getByText(/1,000\.00/).count()).resolves.toBeGreaterThan(0);
      await shot(page, `${locale}-vip-hall-closed`);
      // The hall's own address says the same on its page, without the error's toast over it.
      await page.goto('/room_list/1');
      await page.getByTestId('vip-hall-closed').getByText(closed).waitFor();
      await page.waitForTimeout(300);
      expect(await page.locator('.adm-toast-main').count()).toBe(0);
      await page.goto('/user');
      await page.getByTestId('vip-progress').waitFor();
      await shot(page, `${locale}-user-vip-progress`);
      await context.close();
    });
  }

  it('opens the VIP hall to a member an operator raised to VIP2', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    const me = await api('/api/Game/getuserinfo', { token });
    const op = await api('/api/Index/login', { username: 'operator', password: 'operator2026' });
    const set = await api('/api/Admin/setVip', { token: op.data.token, user_id: me.data.id, level: 2 });
    expect(set).toMatchObject({ code: 1, data: { level: 2, override: true } });
    const page = await context.newPage();
    await page.goto('/user');
    await page.getByText('VIP2 · Silver').waitFor();
    await expect(page.getByTestId('vip-progress').count()).resolves.toBe(0);
    await page.goto('/');
    await page.getByTestId('hall-vip').click();
    await page.waitForURL('**/room_list/1');
    await page.getByText('VIP Digits').waitFor();
    await shot(page, 'en-vip-hall-open');
    await context.close();
  });
});
