import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, browser, confirmAsk, expectToast, loggedInPhone, shot, signIn, staffScreen, stepUp } from './browser.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** High enough that no other browser test's payout (hundreds of USD) needs two approvals meanwhile. */
const TWO_FROM = 50_000;

let operator: string;
let second: { username: string; token: string };
let settings: Record<string, unknown>;

beforeAll(async () => {
  operator = await signIn();
  const username = `fe${Date.now().toString(36)}`;
  expect(
    (
      await api('/api/Admin/createStaff', {
        token: operator,
        username,
        password: 'Staff2026x',
        role: 'operator',
        confirm: 'operator2026',
      })
    ).code,
  ).toBe(1);
  second = { username, token: (await api('/api/Index/login', { username, password: 'Staff2026x' })).data.token };
  const { vip_levels: _levels, ...current } = (await api('/api/Admin/settings', { token: operator })).data;
  settings = current;
  const rules = { ...(current.withdraw_rules as object), two_approvals_from: TWO_FROM };
  expect((await api('/api/Admin/saveSettings', { token: operator, ...current, withdraw_rules: rules })).code).toBe(1);
});
afterAll(async () => {
  await api('/api/Admin/saveSettings', { token: operator, ...settings });
});

const console1280 = (token: string) => staffScreen(token, 1280);

describe('four eyes on a large payout', () => {
  it('is paid only when a second staff member approves it; the member sees it under review until then', async () => {
    const member = await loggedInPhone(browser, 'en-US');
    expect((await api('/api/Game/recharge', { token: member.token, money: 60_000 })).code).toBe(1);
    expect((await api('/api/Game/addbankcard', { token: member.token, type: 'USDT-TRC', address: TRON })).code).toBe(1);
    const card = (await api('/api/Game/getBankcardlist', { token: member.token })).data[0];
    expect(
      (await api('/api/Game/withdraw', { token: member.token, bank_id: card.id, money: 60_000, pwd: member.payPwd }))
        .code,
    ).toBe(1);

    const first = await console1280(operator);
    const page = await first.newPage();
    await page.goto('/admin/queues');
    const item = page.getByTestId('withdrawal-item').filter({ hasText: member.username });
    await item.getByRole('button', { name: 'Approve (first of two)' }).click();
    await confirmAsk(page, 'First of two approvals', TRON.slice(-4));
    // A payout this large asks each approver to confirm it is them (step-up): here, the password.
    await page.getByText('Enter your password to confirm this change.').waitFor();
    await shot(page, 'en-admin-step-up-1280');
    await stepUp(page, 'operator2026');
    await expectToast(page, 'Done');
    await item.getByTestId('withdrawal-first-approval').waitFor();
    await shot(page, 'en-admin-four-eyes-first-1280');
    await first.close();

    const memberPage = await member.context.newPage();
    await memberPage.goto('/withdraw_history');
    await expect.poll(() => memberPage.getByTestId('withdrawal').first().innerText()).toMatch(/Pending/);

    const other = await console1280(second.token);
    const page2 = await other.newPage();
    await page2.goto('/admin/queues');
    const again = page2.getByTestId('withdrawal-item').filter({ hasText: member.username });
    await again.getByText('First approval by operator').waitFor();
    await shot(page2, 'en-admin-four-eyes-second-1280');
    await again.getByRole('button', { name: 'Approve & pay (second of two)' }).click();
    await confirmAsk(page2, 'Second of two approvals: the money is paid now.', TRON.slice(-4));
    await stepUp(page2, 'Staff2026x');
    await expectToast(page2, 'Done');
    await expect.poll(() => again.count()).toBe(0);
    await other.close();

    await memberPage.reload();
    await expect.poll(() => memberPage.getByTestId('withdrawal').first().innerText()).toMatch(/Paid/);
    await member.context.close();
  });
});
