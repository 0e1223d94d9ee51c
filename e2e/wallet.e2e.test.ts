import { describe, expect, it } from 'vitest';
import { answerDialog, api, browser, expectToast, loggedInPhone, pageOf, shot } from './browser.ts';
import { loseAnswers } from './connection.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('the wallet', () => {
  it('recharges play money, shows it in the fund flow, withdraws to a USDT address and follows it to paid', async () => {
    const { context, payPwd } = await loggedInPhone(browser, 'en-US');
    const { page, errors } = await pageOf(context);

    // Recharge: below the minimum is refused on the screen, 1,250.50 is credited at once.
    await page.goto('/recharge');
    await page.getByText('Demo mode: a recharge adds play money').waitFor();
    await page.getByPlaceholder('At least 500 USD').fill('100');
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    await page.getByText('The minimum recharge is $500.00').waitFor();
    await page.getByPlaceholder('At least 500 USD').fill('1250.50');
    await shot(page, 'en-recharge');
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    await expectToast(page, 'Play money added to your balance');
    await page.getByText('$1,250.50').first().waitFor();

    // Fund flow: the recharge with its balance before.
    await page.goto('/my_income');
    const row = page.getByTestId('flow-row').first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Recharge[\s\S]*Before \$0\.00[\s\S]*\+\$1,250\.50/);
    await shot(page, 'en-income');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('Start date').waitFor();
    await shot(page, 'en-income-filter');
    await page.locator('.filter-drawer input[type=date]').first().fill('2099-01-01');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The start date must not be later than the end date').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Add a USDT-TRC address: a wrong one is refused, the right one is listed.
    await page.goto('/bankadd');
    // A bank account number too short is told what one is, not to enter one.
    await page.getByPlaceholder('Enter the account number').fill('12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('An account number is 4 to 34 letters or digits').waitFor();
    await page.getByText('USDT-TRC').click();
    await page.getByPlaceholder('Please enter an address').fill('T123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('A TRC20 address starts with T and has 34 characters').waitFor();
    await page.getByPlaceholder('Please enter an address').fill(TRON);
    await shot(page, 'en-bankadd');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/banklist');
    await expect.poll(() => page.getByTestId('bank-card').innerText()).toContain(TRON);
    await shot(page, 'en-banklist');
    // An address whose first answer is lost on its way back (it was added): the second try says it
    // is there already and shows the list, where it stands once.
    const erc = `0x${'ab12'.repeat(10)}`;
    const found = await loseAnswers(page, '**/api/Game/addbankcard', 1);
    await page.goto('/bankadd');
    await page.getByText('USDT-ERC').click();
    await page.getByPlaceholder('Please enter an address').fill(erc);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Network error, please try again');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/banklist');
    await expect.poll(() => page.getByTestId('bank-card').allInnerTexts()).toHaveLength(2);
    expect((await page.getByTestId('bank-card').allInnerTexts()).filter((c) => c.includes(erc))).toHaveLength(1);
    await found();
    // Deleting it, the answer lost again (it was deleted): the list asks again and shows it gone.
    const gone = await loseAnswers(page, '**/api/Game/delbankcard');
    await page.getByTestId('bank-card').filter({ hasText: erc }).getByRole('button', { name: 'Delete' }).click();
    await answerDialog(page, 'Delete this withdrawal account?', 'Confirm');
    await expect.poll(() => page.getByTestId('bank-card').allInnerTexts()).toHaveLength(1);
    await gone();

    // Withdraw 300 with the payment password: the balance drops at once.
    await page.goto('/withdraw');
    await expect.poll(() => page.getByTestId('withdrawable').innerText()).toBe('$1,250.50');
    // No amount yet: the field says it is blank (not that it is wrong).
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Amount cannot be blank').waitFor();
    await page.getByPlaceholder('Amount to withdraw').fill('300');
    await page.getByPlaceholder('Your payment password').fill('000000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expectToast(page, 'Wrong payment password');
    await page.getByPlaceholder('Your payment password').fill(payPwd);
    await shot(page, 'en-withdraw');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expectToast(page, 'Withdrawal requested: it is processed within 24 hours');
    await expect.poll(() => page.getByTestId('withdrawable').innerText()).toBe('$950.50');

    // History: pending; an operator approves through the API; the history shows paid.
    await page.getByRole('button', { name: 'History' }).click();
    await page.waitForURL('**/withdraw_history');
    await expect.poll(() => page.getByTestId('withdrawal').innerText()).toMatch(/\$300\.00[\s\S]*Pending/);
    const operator = (await api('/api/Index/login', { username: 'operator', password: 'operator2026' })).data.token;
    const pending = await api('/api/Admin/withdrawals', { token: operator, status: 'pending' });
    const approved = await api('/api/Admin/approveWithdrawal', { token: operator, id: pending.data[0].id });
    expect(approved.data.status).toBe('paid');
    await page.reload();
    await expect.poll(() => page.getByTestId('withdrawal').innerText()).toMatch(/Paid/);
    await shot(page, 'en-withdraw-history');

    const audit = await api('/api/Admin/auditLedger', { token: operator });
    expect(audit.data).toMatchObject({ ok: true, problems: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a retried recharge under the same request id, a new one after it went through or was spent (3017)', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    const page = await context.newPage();
    const sent: string[] = [];
    let cut = true;
    let spent = false;
    await page.route('**/api/Game/recharge', async (route) => {
      sent.push(route.request().postDataJSON().request_id);
      if (cut) {
        // The connection drops before the request reaches the server: nothing was stored.
        cut = false;
        await route.abort('internetdisconnected');
      } else if (spent) {
        spent = false;
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            code: 0,
            data: { errCode: 3017 },
            info: 'This request was already sent with different details; nothing was done',
          }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/recharge');
    const amount = page.getByPlaceholder('At least 500 USD');
    const recharge = page.getByRole('button', { name: 'Recharge', exact: true });
    await amount.fill('600');
    await recharge.click();
    await expect.poll(() => sent.length).toBe(1);
    // Tapped again after the failure: the same request, under the same id.
    await recharge.click();
    await expectToast(page, 'Play money added to your balance');
    expect(sent[1]).toBe(sent[0]);
    // The next recharge is another request: a new id. The server says it was spent elsewhere (3017):
    // the one after that gets a new id again, and goes through.
    spent = true;
    await amount.fill('700');
    await recharge.click();
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]).not.toBe(sent[1]);
    await recharge.click();
    await expectToast(page, 'Play money added to your balance');
    expect(sent[3]).not.toBe(sent[2]);
    expect(new Set(sent).size).toBe(3);
    // Two recharges stored, once each: $600 and $700.
    const user = await api('/api/Game/getuserinfo', { token });
    expect(user.data.money).toBe(1300);
    await context.close();
  });

  it('adds a bank account whose pasted names carry direction controls, and shows it as typed', async () => {
    const { context, token } = await loggedInPhone(browser, 'en-US');
    const { page, errors } = await pageOf(context);
    await page.goto('/bankadd');
    // Names copied from a messaging app come wrapped in invisible isolates; "HSBC" + U+202E would
    // show the account ending 6789 as "HSBC 9876••••". The app sends them without; the API refuses them.
    await page.getByPlaceholder('Enter the bank name').fill('HSBC\u202e');
    await page.getByPlaceholder('Branch name or code').fill('Central\u200f');
    await page.getByPlaceholder('Enter the account number').fill('12346789');
    await page.getByPlaceholder('Name as on the bank account').fill('\u2068Chan Tai Man\u2069');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/banklist');
    await expect
      .poll(() => page.getByTestId('bank-card').innerText())
      .toMatch(/^Bank\nHSBC\nChan Tai Man\n12346789 · /);
    await shot(page, 'en-banklist-bank');
    const [card] = (await api('/api/Game/getBankcardlist', { token })).data;
    expect(card).toMatchObject({ bank: 'HSBC', branch: 'Central', realname: 'Chan Tai Man' });
    const sent = await api('/api/Game/addbankcard', { token, type: 'Bank', bank: 'HSBC\u202e', account: '55556789' });
    expect(sent.data).toEqual({ errCode: 1001, field: 'bank' });
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`shows the wallet screens in ${locale}`, async () => {
      const { context } = await loggedInPhone(browser, locale);
      const page = await context.newPage();
      await page.goto('/recharge');
      await page
        .getByText(locale === 'zh-CN' ? '演示模式' : '示範模式', { exact: false })
        .first()
        .waitFor();
      await shot(page, `${locale}-recharge`);
      await page.goto('/withdraw');
      await page.getByText(locale === 'zh-CN' ? '添加提现账户' : '新增提領帳戶').waitFor();
      await shot(page, `${locale}-withdraw`);
      await page.goto('/bankadd');
      await page.getByText(locale === 'zh-CN' ? '开户人（真实姓名）' : '開戶人（真實姓名）').waitFor();
      await shot(page, `${locale}-bankadd`);
      await page.goto('/my_income');
      await page.getByText(locale === 'zh-CN' ? '所选日期内没有资金变动' : '所選日期內沒有資金變動').waitFor();
      await shot(page, `${locale}-income`);
      await context.close();
    });
  }
});
