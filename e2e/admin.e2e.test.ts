import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import {
  answerDialog,
  api,
  browser,
  confirmAsk,
  expectToast,
  loggedInPhone,
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

/**
 * The dashboard's open rounds on a phone: within the screen, and each round's close time and game on
 * one line (they broke as "8:40:00 / PM" and 數 / 字).
 */
async function expectOpenRoundsFit(page: Page) {
  const table = page.getByTestId('open-rounds');
  await table.locator('tbody tr').first().waitFor();
  const [tableBox, section] = await Promise.all([table.boundingBox(), table.locator('xpath=..').boundingBox()]);
  expect((tableBox?.x ?? 0) + (tableBox?.width ?? 0)).toBeLessThanOrEqual(
    (section?.x ?? 0) + (section?.width ?? 0) + 0.5,
  );
  // The lines a cell's text takes (its row is as tall as its tallest cell).
  const lines = (nth: number) =>
    table.locator(`tbody td:nth-child(${nth})`).evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
  // The game over its round number: two lines, no more; the time: one.
  for (const n of await lines(1)) expect(n).toBe(2);
  for (const n of await lines(2)) expect(n).toBe(1);
}

/** The console signed in as the demo's staff account, on a phone (390 px) or a laptop (1280 px). */
const staffContext = (width: 390 | 1280, locale: 'en-US' | 'zh-CN' | 'zh-TW' = 'en-US', as = staffToken) =>
  staffScreen(as, width, locale);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.admin-main').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Finds a member on the Members screen and opens their page. */
async function openMember(page: Page, username: string) {
  await open(page, '/admin/members');
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
    await open(page, '/admin/queues');
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
    await open(page, '/admin/queues');
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
    await open(viewerPage, '/admin/queues');
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
    await open(page, '/admin/rooms');
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
    // A recharge and an order, for the member's fund flow and orders.
    await api('/api/Game/recharge', { token: member.token, money: 500 });
    const round = await openRoundVia(member.token, 1, 2);
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

  for (const width of [390, 1280] as const) {
    it(`shows every console screen at ${width} px`, async () => {
      const context = await staffContext(width);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const [path, name] of [
        ['/admin', 'dashboard'],
        ['/admin/queues', 'queues'],
        ['/admin/members', 'members'],
        ['/admin/rooms', 'rooms'],
        ['/admin/fairness', 'fairness'],
        ['/admin/content', 'content'],
        ['/admin/settings', 'settings'],
        ['/admin/audit', 'audit'],
        ['/admin/staff', 'staff'],
      ] as const) {
        await open(page, path);
        await shot(page, `en-admin-${name}-${width}`);
        if (width === 390 && name === 'dashboard') await expectOpenRoundsFit(page);
        // A search takes its line with its button on a phone, so that its hint is read whole.
        if (width === 390 && (name === 'members' || name === 'queues')) {
          const box = await page.getByRole('searchbox').boundingBox();
          expect(box?.width, path).toBeGreaterThan(240);
        }
        // Nothing wider than the screen but the tables, which scroll in their own box.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        // On a phone, no serious accessibility problem either (axe, WCAG 2 A and AA; a11y.e2e.test.ts).
        if (width === 390) expect(await violations(page), path).toEqual([]);
      }
      await open(page, '/admin/content');
      for (const tab of ['Banners', 'VIP levels', 'Finance products']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        await shot(page, `en-admin-content-${tab.toLowerCase().replace(/ /g, '-')}-${width}`);
      }
      await open(page, '/admin/audit');
      if (width === 390) {
        // On a phone the audit log is read down the screen: an entry a block, nothing scrolled sideways,
        // its action and its time on one line. The newest entry: a member's VIP level set just now.
        const username = `a${Date.now().toString(36)}`;
        const member = await api('/api/index/register', {
          username,
          password: 'Audit2026x',
          spassword: 'Audit2026x',
          invitation: 'WELCOME',
          payPwd: '246802',
        });
        const id = (await api('/api/Game/getuserinfo', { token: member.data.token })).data.id;
        expect((await api('/api/Admin/setVip', { token: staffToken, user_id: id, level: 3 })).code).toBe(1);
        await open(page, '/admin/audit');
        await page.getByTestId('audit-row').first().getByText('member.set_vip').waitFor();
        await shot(page, 'en-admin-audit-entries-390');
        const log = page.locator('section.admin-table-wrap[aria-label="Operator audit log"]');
        expect(await log.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        const first = page.getByTestId('audit-row').first();
        const [when, what] = await Promise.all([1, 3].map((n) => first.locator(`td:nth-child(${n})`).boundingBox()));
        expect(when?.y).toBe(what?.y);
        expect(when?.height).toBeLessThan(30);
      }
      await page.getByRole('button', { name: 'Run the audit now' }).click();
      await page.getByTestId('ledger-audit').getByText('All invariants hold').waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await (await download).path();
      const text = (await import('node:fs')).readFileSync(csv, 'utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('\ufeffid,at,actor_id,actor,action,target,before,after');
      // Every row of the log, as the API counts them (each row one line: line breaks inside quotes are escaped).
      const total = (await api('/api/Admin/auditLog', { token: staffToken, size: 1 })).data.total;
      expect(lines.length - 1).toBe(total);
      // A staff account is listed with its role, but has no member page to open (issue 22).
      await open(page, '/admin/members');
      await page.getByRole('searchbox').fill('operator');
      await page.getByRole('button', { name: 'Search' }).click();
      const staffRow = page.getByTestId('member-row').filter({ hasText: 'Admin' });
      await staffRow.first().waitFor();
      expect(await staffRow.first().getByRole('link').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`shows the console in ${locale}`, async () => {
      const context = await staffContext(390, locale);
      const page = await context.newPage();
      await open(page, '/admin');
      await page.getByText(locale === 'zh-CN' ? '运营后台' : '營運後台').waitFor();
      await expectOpenRoundsFit(page);
      await shot(page, `${locale}-admin-dashboard-390`);
      await open(page, '/admin/rooms');
      await shot(page, `${locale}-admin-rooms-390`);
      await context.close();
    });
  }
});
