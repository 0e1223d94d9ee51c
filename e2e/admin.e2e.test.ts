import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  api,
  browser,
  confirmAsk,
  expectToast,
  loggedInPhone,
  openConsole,
  openRoundVia,
  phone,
  shot,
  signIn,
  staffScreen,
  stepUp,
} from './browser.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

let staffToken: string;
beforeAll(async () => {
  staffToken = await signIn();
});

/** The console signed in as the demo's staff account, on a phone (390 px) or a laptop (1280 px). */
const staffContext = (width: 390 | 1280, locale: 'en-US' | 'zh-CN' | 'zh-TW' = 'en-US', as = staffToken) =>
  staffScreen(as, width, locale);

/** Finds a member on the Members screen and opens their page. */
async function openMember(page: Page, username: string) {
  await openConsole(page, '/admin/members');
  await page.getByLabel('Name, phone, invitation code or id').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: username }).click();
  await page.getByTestId('member-status').waitFor();
}

describe('the operator console', () => {
  it('refuses a member, and shows a visitor the login', async () => {
    const { context } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByText('Staff only').waitFor();
    await shot(page, 'en-admin-refused');
    await context.close();
    const visitor = await phone(browser, 'en-US');
    const p2 = await visitor.newPage();
    await p2.goto('/admin/members');
    await p2.waitForURL('**/login');
    await visitor.close();
  });

  it('approves a withdrawal a member made; the member sees it paid', async () => {
    const member = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token: member.token, money: 800 });
    const card = await api('/api/Game/addbankcard', { token: member.token, type: 'USDT-TRC', address: TRON });
    const asked = await api('/api/Game/withdraw', {
      token: member.token,
      bank_id: card.data.id,
      money: 125,
      pwd: member.payPwd,
    });
    expect(asked.code).toBe(1);

    const context = await staffContext(390);
    const page = await context.newPage();
    await openConsole(page, '/admin/queues');
    const item = page.getByTestId('withdrawal-item').filter({ hasText: member.username });
    await item.waitFor();
    await item.getByLabel('Reason the member sees (optional)').fill('Sent to your TRC20 address');
    await shot(page, 'en-admin-queues-390');
    // Nothing moves until the dialog is confirmed: cancelled, the queue and the money are as they were.
    const held = async () => ({
      balance: (await api('/api/Game/getLeftmoney', { token: member.token })).data,
      withdrawals: (await api('/api/Game/withdrawList', { token: member.token })).data,
    });
    const before = await held();
    await item.getByRole('button', { name: 'Approve & pay' }).click();
    const dialog = page.getByTestId('ask-first');
    await dialog.getByText('Pay this withdrawal?').waitFor();
    await dialog.getByText('125.00 USD').waitFor();
    await shot(page, 'en-admin-ask-first-payout-390');
    // Confirm opens only once the destination's last four characters are typed.
    expect(await dialog.getByTestId('ask-first-ok').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await item.count()).toBe(1);
    expect(await held()).toEqual(before);
    await item.getByRole('button', { name: 'Approve & pay' }).click();
    await dialog.getByTestId('ask-first-tail').fill('0000');
    expect(await dialog.getByTestId('ask-first-ok').isDisabled()).toBe(true);
    await confirmAsk(page, 'Pay this withdrawal?', TRON.slice(-4));
    await expectToast(page, 'Done');
    await expect.poll(() => item.count()).toBe(0);
    await context.close();

    const memberPage = await member.context.newPage();
    await memberPage.goto('/withdraw_history');
    await expect.poll(() => memberPage.getByTestId('withdrawal').first().innerText()).toMatch(/Paid/);
    await memberPage.getByText('Sent to your TRC20 address').waitFor();
    await shot(memberPage, 'en-admin-member-sees-paid');
    await member.context.close();
    const log = await api('/api/Admin/auditLog', { token: staffToken, action: 'withdrawal.approve' });
    expect(log.data.list[0]).toMatchObject({ actor: 'operator', after: { status: 'paid' } });
  });

  it('shows the whole destination to staff who may pay, the look audited; a viewer sees it masked', async () => {
    const member = await loggedInPhone(browser, 'zh-CN');
    await api('/api/Game/recharge', { token: member.token, money: 800 });
    const card = await api('/api/Game/addbankcard', { token: member.token, type: 'USDT-TRC', address: TRON });
    const pwd = member.payPwd;
    expect(
      (await api('/api/Game/withdraw', { token: member.token, bank_id: card.data.id, money: 150, pwd })).code,
    ).toBe(1);
    await member.context.close();

    const context = await staffContext(1280, 'zh-CN');
    const page = await context.newPage();
    await openConsole(page, '/admin/queues');
    const item = page.getByTestId('withdrawal-item').filter({ hasText: member.username });
    // Beside the amount: the member's cash and last 30 days, and what stands out (all new here).
    await item.getByTestId('withdrawal-context').getByText('余额 650.00').waitFor();
    await item.getByTestId('withdrawal-flags').getByText('新账户').waitFor();
    await item.getByRole('button', { name: '显示收款详情' }).click();
    await item.getByTestId('payout-details').getByText(TRON).waitFor();
    await shot(page, 'zh-CN-admin-payout-details-1280');
    await context.close();
    const log = await api('/api/Admin/auditLog', { token: staffToken, action: 'withdrawal.view_details' });
    expect(log.data.list[0]).toMatchObject({ actor: 'operator', action: 'withdrawal.view_details' });
    const id = Number(String(log.data.list[0].target).split(':')[1]);

    const username = `vw${Date.now().toString(36)}`;
    const made = await api('/api/Admin/createStaff', {
      token: staffToken,
      username,
      password: 'Staff2026x',
      role: 'viewer',
      confirm: 'operator2026',
    });
    expect(made.code).toBe(1);
    const viewerToken = (await api('/api/Index/login', { username, password: 'Staff2026x' })).data.token;
    const viewerContext = await staffContext(390, 'en-US', viewerToken);
    const viewerPage = await viewerContext.newPage();
    await openConsole(viewerPage, '/admin/queues');
    const masked = viewerPage.getByTestId('withdrawal-item').filter({ hasText: member.username });
    await masked.getByText('USDT-TRC TR7NHq…Lj6t').waitFor();
    expect(await masked.getByRole('button', { name: 'Show payout details' }).count()).toBe(0);
    expect(await masked.getByText(TRON).count()).toBe(0);
    await viewerContext.close();
    // Out of the other tests' queues.
    expect((await api('/api/Admin/rejectWithdrawal', { token: staffToken, id, note: 'test' })).code).toBe(1);
  });

  it('creates a room, changes its odds, and the room shows them from the next round', async () => {
    const context = await staffContext(1280);
    const page = await context.newPage();
    await openConsole(page, '/admin/rooms');
    await page.getByRole('button', { name: 'New room' }).click();
    const form = page.locator('.admin-item form').first();
    await form.getByLabel('Game').selectOption('2');
    await form.getByLabel('Name (English)').fill('Dice · Console');
    await form.getByLabel('Name (简体)').fill('骰子 · 后台');
    await form.getByLabel('Name (繁體)').fill('骰子 · 後台');
    await form.getByLabel('Order', { exact: true }).fill('99');
    await form.getByRole('button', { name: 'Create room' }).click();
    // New odds (a new room's) ask the staff member to confirm it is them (step-up).
    await stepUp(page, 'operator2026');
    await expectToast(page, 'Saved');
    const room = page.getByTestId('room-item').filter({ hasText: 'Dice · Console' });
    await room.waitFor();
    await room.getByRole('button', { name: 'Edit' }).click();
    // RTP follows the odds as they are typed, with a warning above 100%.
    await room.getByLabel('Odds Rise').fill('2.1');
    await expect.poll(() => room.getByTestId('rtp-rise').innerText()).toMatch(/105\.0%.*over 100%/);
    await room.getByTestId('rtp-rise').scrollIntoViewIfNeeded();
    await shot(page, 'en-admin-rooms-rtp-warning-1280');
    // Odds below 1.01 (or finer than a basis point) are held by the form: no step-up, nothing sent.
    await room.getByLabel('Odds Rise').fill('0.5');
    await room.getByRole('button', { name: 'Save' }).click();
    expect(
      await room.getByLabel('Odds Rise').evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow),
    ).toBe(true);
    expect(await page.getByTestId('step-up-input').count()).toBe(0);
    await room.getByLabel('Odds Rise').fill('1.9');
    await room.getByLabel('Odds Fall').fill('1.9');
    await room.getByRole('button', { name: 'Save' }).click();
    await stepUp(page, 'operator2026');
    await expectToast(page, 'Saved');
    await room.getByTestId('next-rates').waitFor();
    // Each outcome named with its odds: the open round's, and the next round's.
    expect(await room.getByTestId('room-odds').innerText()).toContain('Odd ×1.95 RTP 97.5%');
    expect(await room.getByTestId('next-rates').innerText()).toContain(
      'Rise ×1.90 · Fall ×1.90 · Odd ×1.95 · Even ×1.95',
    );
    await shot(page, 'en-admin-rooms-next-1280');
    await context.close();

    const rooms = await api('/api/Admin/rooms', { token: staffToken });
    const made = rooms.data.find((r: { title_en: string }) => r.title_en === 'Dice · Console');
    // The open round keeps 1.95; from the next slot the room offers 1.90.
    const member = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token: member.token, money: 600 });
    await expect
      .poll(
        async () => (await api('/api/Game/getGameinfo', { token: member.token, roomid: made.id })).data.room.rate0,
        {
          timeout: 40_000,
          interval: 1000,
        },
      )
      .toBe(1.9);
    const roomPage = await member.context.newPage();
    await roomPage.goto(`/activity/${made.id}`);
    await roomPage.locator('.option-odds', { hasText: '×1.90' }).first().waitFor();
    await shot(roomPage, 'en-admin-room-new-odds');
    await member.context.close();
    // Off again, so the other browser tests see the rooms they know.
    await api('/api/Admin/saveRoom', {
      token: staffToken,
      ...made,
      game_type: 2,
      hall: 2,
      rates: [1.9, 1.9, 1.95, 1.95],
      enabled: false,
    });
  });

  it('freezes a member from the console, which logs them out', async () => {
    const member = await loggedInPhone(browser, 'en-US');
    const memberPage = await member.context.newPage();
    await memberPage.goto('/user');
    await memberPage.getByText(member.username).first().waitFor();

    // Someone tries the account with a wrong password: staff see it among the member's sign-ins.
    const tried = await api('/api/Index/login', { quhao: '852', username: member.username, password: 'Guess2026' });
    expect(tried.data.errCode).toBe(1003);
    // A recharge and an order, for the member's fund flow and orders. The console is read while the
    // order still waits for its draw: a slow machine took more than two seconds to get there.
    await api('/api/Game/recharge', { token: member.token, money: 500 });
    const round = await openRoundVia(member.token, 1, 12);
    const placed = await api('/api/Game/order', {
      token: member.token,
      gameid: round.id,
      roomid: 1,
      order_info: [[1, 1.95, 30]],
    });
    expect(placed.code).toBe(1);

    const context = await staffContext(390);
    const page = await context.newPage();
    await openMember(page, member.username);
    await page.getByTestId('member-status').waitFor();
    await expect
      .poll(() => page.getByTestId('member-sign-ins').locator('tr').first().innerText())
      .toMatch(/Wrong password/);
    // On a phone the fund flow and the orders are read down the screen, a row each, not scrolled sideways.
    const flow = page.getByTestId('member-flow');
    expect(await flow.locator('tr').first().innerText()).toMatch(/Order[\s\S]*-30\.00[\s\S]*Balance 470\.00/);
    expect(await page.getByTestId('member-orders').locator('tr').first().innerText()).toMatch(
      /Digits · Starter · Fall × 1\.95[\s\S]*30\.00[\s\S]*Waiting for the draw/,
    );
    for (const table of ['member-flow', 'member-orders']) {
      const wrap = page.getByTestId(table).locator('xpath=..');
      expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth), table).toBeLessThanOrEqual(0);
    }
    await shot(page, 'en-admin-member-390');
    await page.getByRole('button', { name: 'Freeze' }).click();
    await confirmAsk(page, 'Freeze this member?');
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('Frozen');
    await context.close();

    await memberPage.goto('/user');
    await memberPage.waitForURL('**/login');
    expect((await api('/api/Game/getuserinfo', { token: member.token })).code).not.toBe(1);
    await member.context.close();
  });

  it('resets a login password: the member signs in with it and must change it before anything else', async () => {
    const member = await loggedInPhone(browser, 'en-US');
    await member.context.close();
    const context = await staffContext(390);
    const page = await context.newPage();
    await openMember(page, member.username);
    await page.getByRole('button', { name: 'Reset login password' }).click();
    await confirmAsk(page, 'Reset the login password?');
    const temporary = (await page.getByTestId('temporary-password').innerText()).trim();
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    await shot(page, 'en-admin-reset-password-390');
    await answerDialog(page, 'one-time password', 'Confirm');
    await context.close();

    const phoneContext = await phone(browser, 'en-US');
    const app = await phoneContext.newPage();
    await app.goto('/login');
    await app.getByPlaceholder('Enter your username or phone').fill(member.username);
    await app.getByPlaceholder('Enter your password').fill(temporary);
    await app.getByRole('button', { name: 'Log in' }).click();
    await app.waitForURL((url) => !url.pathname.startsWith('/login'));
    await app.goto('/withdraw');
    await app.waitForURL('**/my_password');
    await expectToast(app, 'Please change your password before going on');
    await app.getByText('Login password').click();
    await app.waitForURL('**/userloginpassword');
    await app.getByPlaceholder('Current password').fill(temporary);
    await app.getByPlaceholder('New password', { exact: true }).fill('Changed2026');
    await app.getByPlaceholder('Repeat new password').fill('Changed2026');
    await app.getByRole('button', { name: 'Submit' }).click();
    await expectToast(app, 'Password changed');
    await app.goto('/withdraw');
    await app.getByTestId('withdrawable').waitFor();
    expect(new URL(app.url()).pathname).toBe('/withdraw');
    await phoneContext.close();
  });
});
