import { describe, expect, it } from 'vitest';
import { browser, expectToast, pageOf, phone, shot } from './browser.ts';
import { sendAgainAfterLostAnswer } from './connection.ts';
import { rendersCjk } from './texts.ts';

const username = `e2e${Date.now().toString(36)}`;
const password = 'Start2026';
const newPassword = 'Changed2026';

describe('an account from register to login with a new password', () => {
  it('registers, switches to zh-TW and back, changes the password, logs out and logs in again', async () => {
    const context = await phone(browser, 'en-US');
    const { page, errors } = await pageOf(context);

    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Roundhouse');
    await page.getByText('Short rounds, fair draws').waitFor();
    await expect(page.getByTestId('demo-badge').first().isVisible()).resolves.toBe(true);
    await shot(page, 'en-home');

    // Register: an empty form shows every rule's message, and a full one logs in.
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter a username of letters and digits').waitFor();
    await expect(page.getByText('Enter the invitation code').count()).resolves.toBeGreaterThan(0);
    await page.getByText('Please read and accept the User Agreement').waitFor();
    await shot(page, 'en-register-errors');

    await page.getByPlaceholder('Phone or username').fill(username);
    await page.getByPlaceholder('6-16 letters or digits').fill(password);
    await page.getByPlaceholder('Enter the password again').fill(password);
    await page.getByPlaceholder('Enter the invitation code').fill('WELCOME');
    await page.getByPlaceholder('At least 6 digits').fill('135790');
    await page.getByTestId('agree').click();
    await shot(page, 'en-register-filled');
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/user');
    await expect(page.getByTestId('nickname').innerText()).resolves.toBe(username);
    await expect(page.getByTestId('balance').innerText()).resolves.toBe('$0.00');
    await expect(page.getByTestId('withdrawable').innerText()).resolves.toBe('$0.00');
    await expect(page.getByTestId('demo-badge').isVisible()).resolves.toBe(true);
    await shot(page, 'en-user');

    // Language: zh-TW everywhere, CJK glyphs really rendered, then back to English.
    await page.getByText('Settings', { exact: true }).click();
    await page.waitForURL('**/my_set');
    await page.getByText('Language', { exact: true }).click();
    await page.getByTestId('lang-zh-TW').click();
    await page.waitForURL('**/my_set');
    await page.getByText('語言').waitFor();
    await page.goto('/user');
    await page.getByText('可提領').waitFor();
    await expect(rendersCjk(page, '可提領')).resolves.toBe(true);
    await shot(page, 'zh-TW-user');
    await page.goto('/languageSet');
    await page.getByTestId('lang-en-US').click();
    await page.goto('/user');
    await page.getByText('Withdrawable').waitFor();

    // Change the login password: the form clears after success.
    await page.getByText('Security', { exact: true }).click();
    await page.getByText('Login password', { exact: true }).click();
    await page.waitForURL('**/userloginpassword');
    await page.getByPlaceholder('Current password').fill(password);
    await page.getByPlaceholder('New password', { exact: true }).fill(newPassword);
    await page.getByPlaceholder('Repeat new password').fill('Mismatch2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('The new passwords do not match').waitFor();
    await page.getByPlaceholder('Repeat new password').fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Password changed');
    await expect(page.getByPlaceholder('Current password').inputValue()).resolves.toBe('');
    await expect(page.getByPlaceholder('New password', { exact: true }).inputValue()).resolves.toBe('');
    await shot(page, 'en-login-password-changed');

    // Log out (with confirmation) from settings.
    await page.goto('/my_set');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Log out of this account?').waitFor();
    await shot(page, 'en-logout-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/login');

    // The form's own rules first: nothing is sent until both fields hold something a username can be.
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter your username or phone', { exact: true }).last().waitFor();
    await page.getByText('Enter your password', { exact: true }).last().waitFor();
    await page.getByPlaceholder('Enter your username or phone').fill('bo b');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Only letters or numbers').waitFor();
    await shot(page, 'en-login-errors');

    // The old password no longer works; the new one does.
    await page.getByPlaceholder('Enter your username or phone').fill(username);
    await page.getByPlaceholder('Enter your password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Wrong login password');
    await page.getByPlaceholder('Enter your password').fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/user');
    await expect(page.getByTestId('nickname').innerText()).resolves.toBe(username);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the app shell', () => {
  it('sends a visitor from a member screen to /login, and shows the area code for phone numbers', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/user');
    await page.waitForURL('**/login');
    await expect(page.locator('.area-code-button').count()).resolves.toBe(0);
    await page.getByPlaceholder('Enter your username or phone').fill('123');
    await expect(page.locator('.area-code-button').count()).resolves.toBe(0);
    await page.getByPlaceholder('Enter your username or phone').fill('91234567');
    await page.locator('.area-code-button').click();
    await page.getByPlaceholder('Search country or code').fill('japan');
    await page.getByText('+81').waitFor();
    await shot(page, 'en-area-code-search');
    await page.getByText('Japan').click();
    await expect(page.locator('.area-code-button').innerText()).resolves.toContain('+81');
    await shot(page, 'en-login-phone');
    await context.close();
  });

  it('logs out at once when the server ends the session (409)', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('Enter your username or phone').fill('demo');
    await page.getByPlaceholder('Enter your password').fill('demo2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/user');
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('roundhouse-session') ?? '{}');
      saved.state.token = 'not-a-real-token-0000000000000000000000000';
      localStorage.setItem('roundhouse-session', JSON.stringify(saved));
    });
    await page.reload();
    await page.waitForURL('**/login');
    await expectToast(page, 'Your login has expired, please log in again');
    await context.close();
  });

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`renders the public screens in ${locale}`, async () => {
      const context = await phone(browser, locale);
      const page = await context.newPage();
      const home = locale === 'zh-CN' ? '短时回合，公平开奖' : '短時回合，公平開獎';
      await page.goto('/');
      await page.getByText(home).waitFor();
      await expect(rendersCjk(page, home)).resolves.toBe(true);
      await shot(page, `${locale}-home`);
      await page.goto('/register');
      await page.getByText(locale === 'zh-CN' ? '创建账号' : '建立帳號').waitFor();
      await shot(page, `${locale}-register`);
      await page.goto('/login');
      await page.getByText(locale === 'zh-CN' ? '欢迎回来' : '歡迎回來').waitFor();
      await shot(page, `${locale}-login`);
      // The form's rules speak the visitor's language.
      await page
        .getByPlaceholder(locale === 'zh-CN' ? '请输入用户名或手机号' : '請輸入使用者名稱或手機號碼')
        .fill('bo b');
      await page.getByRole('button', { name: locale === 'zh-CN' ? '登录' : '登入', exact: true }).click();
      await page.getByText(locale === 'zh-CN' ? '只能输入字母或数字' : '只能輸入字母或數字').waitFor();
      await page
        .getByText(locale === 'zh-CN' ? '请输入密码' : '請輸入密碼', { exact: true })
        .last()
        .waitFor();
      await shot(page, `${locale}-login-errors`);
      await page.goto('/lotteryprize');
      await page.getByTestId('trend-1').waitFor();
      await shot(page, `${locale}-trend`);
      await context.close();
    });
  }
});

describe('what another release or a hand edit left in storage', () => {
  it('opens in the language the stored tag names, signed out, with the default appearance', async () => {
    const context = await phone(browser, 'en-US');
    // Once per tab: a language code that is not one of ours, a sign-in without a token, a theme and
    // a list of rooms of the wrong kind, and an older configuration without the VIP levels.
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const state = { language: 'zh-Hant', token: '', isLogin: 'yes', appConfig: { app_name: 'Old' } };
      localStorage.setItem('roundhouse-session', JSON.stringify({ state, version: 0 }));
      const preferences = { theme: 'sepia', resultSound: 'on', rulesSeen: 'x' };
      localStorage.setItem('roundhouse-preferences', JSON.stringify({ state: preferences, version: 0 }));
    });
    const { page, errors } = await pageOf(context);
    await page.goto('/');
    await page.getByText('短時回合，公平開獎').waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBeUndefined();
    await page.goto('/languageSet');
    await expect(page.getByTestId('lang-zh-TW').getAttribute('class')).resolves.toContain('active');
    // Signed out: a member's screen asks for a login.
    await page.goto('/user');
    await page.waitForURL('**/login');
    await page.getByText('歡迎回來').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a registration whose answer was lost', () => {
  it('signs the new account in when the form is sent again, not "already registered" (zh-TW)', async () => {
    const context = await phone(browser, 'zh-TW');
    const { page, errors } = await pageOf(context);
    await page.goto('/register');
    const name = `lost${Date.now().toString(36)}`;
    await page.getByPlaceholder('手機號碼或使用者名稱').fill(name);
    await page.getByPlaceholder('6-16位字母或數字').fill(password);
    await page.getByPlaceholder('請再次輸入密碼').fill(password);
    await page.getByPlaceholder('請輸入邀請碼').fill('WELCOME');
    await page.getByPlaceholder('至少6位數字').fill('135790');
    await page.getByTestId('agree').click();
    // The account is made, its answer does not come back.
    const send = () => page.getByRole('button', { name: '註冊' }).click();
    await sendAgainAfterLostAnswer(page, '**/api/index/register', send, '網路錯誤');
    await page.waitForURL('**/user');
    await expect(page.getByTestId('nickname').innerText()).resolves.toBe(name);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await shot(page, 'zh-TW-register-sent-again');
    expect(errors).toEqual([]);
    await context.close();
  });
});
