import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { answerDialog, api, browser, loggedInPhone, phone } from './browser.ts';
import { visit } from './visit.ts';

/** The console's screens are checked on the same walk that shows them at 390 px (console-screens.e2e.test.ts). */
describe('accessibility (axe, WCAG 2 A and AA)', () => {
  it('finds no serious problems on the public screens', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    for (const path of [
      '/',
      '/login',
      '/register',
      '/recharge',
      '/lotteryprize',
      '/verify',
      '/help/list',
      '/help/26',
      '/info/35',
      '/finance',
      '/productrule?product=1',
      '/productdetail?product=1',
    ]) {
      await visit(page, path);
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('finds no serious problems on the member screens', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 600 });
    const page = await context.newPage();
    for (const path of [
      '/user',
      '/withdraw',
      '/bankadd',
      '/my_income',
      '/my_set',
      '/userloginpassword',
      '/room_list/2',
      '/message',
      '/my_play',
      '/current/1',
      '/producttransferin?product=1',
      '/productorder',
    ]) {
      await visit(page, path);
      expect(await violations(page), path).toEqual([]);
    }
    await visit(page, '/activity/1');
    await answerDialog(page, 'Rise: sum 14–27', 'Confirm');
    // Analyse the room itself, not the dialog halfway through fading out.
    await page.getByText('Rise: sum 14–27').waitFor({ state: 'hidden' });
    await page.getByTestId('option-0').waitFor();
    expect(await violations(page), '/activity/1').toEqual([]);
    await context.close();
  });
});
