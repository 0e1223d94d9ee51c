import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDialog, api, launch, loggedInPhone, phone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical WCAG 2 A/AA violations, as "rule: selector" lines. */
async function violations(page: import('playwright-core').Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

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
      await page.goto(path);
      await page.waitForLoadState('networkidle');
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
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/activity/1');
    await answerDialog(page, 'Rise: sum 14–27', 'Confirm');
    // Analyse the room itself, not the dialog halfway through fading out.
    await page.getByText('Rise: sum 14–27').waitFor({ state: 'hidden' });
    await page.getByTestId('option-0').waitFor();
    expect(await violations(page), '/activity/1').toEqual([]);
    await context.close();
  });

  it('finds no serious problems on the console screens', async () => {
    const token = (await api('/api/Index/login', { username: 'operator', password: 'operator2026' })).data.token;
    const context = await phone(browser, 'en-US');
    await context.addInitScript((t) => {
      localStorage.setItem(
        'roundhouse-session',
        JSON.stringify({ state: { language: 'en-US', token: t, isLogin: true }, version: 0 }),
      );
    }, token);
    const page = await context.newPage();
    for (const path of [
      '/admin',
      '/admin/queues',
      '/admin/members',
      '/admin/rooms',
      '/admin/fairness',
      '/admin/content',
      '/admin/settings',
      '/admin/audit',
      '/admin/staff',
    ]) {
      await page.goto(path);
      await page.locator('.admin-main').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });
});
