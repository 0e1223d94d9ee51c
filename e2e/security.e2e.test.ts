import { generate } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { api, browser, expectToast, loggedInPhone, pageOf, phone, shot } from './browser.ts';
import { loseAnswers, sendAgainAfterLostAnswer } from './connection.ts';

const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in through the API as another device would, and answers its session token. */
async function signInElsewhere(username: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/Index/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
    body: JSON.stringify({ username, password: 'Wallet2026' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function userinfo(token: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/Game/getuserinfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return ((await response.json()) as { code: number }).code;
}

describe("a member's devices and sign-ins", () => {
  for (const locale of ['en-US', 'zh-TW'] as const) {
    it(`lists where the account is signed in and signs out another device, whose next call answers 409 (${locale})`, async () => {
      const { context, username } = await loggedInPhone(browser, locale);
      const other = await signInElsewhere(username);
      expect(await userinfo(other)).toBe(1);
      const { page, errors } = await pageOf(context);
      await page.goto('/my_sessions');
      await expect.poll(() => page.getByTestId('my-session').count(), { timeout: 10_000 }).toBe(2);
      const iphone = page.getByTestId('my-session').filter({ hasText: 'Safari · iOS' });
      await iphone.waitFor();
      // The sign-ins load on their own, beside the sessions.
      await expect.poll(() => page.getByTestId('my-sign-in').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      // How long they are kept, as the server keeps them (SIGN_IN_DAYS, 180 here).
      await expect
        .poll(() => page.getByTestId('sign-ins-kept').innerText())
        .toBe(locale === 'en-US' ? 'Sign-ins are kept for 180 days, then removed.' : '登入紀錄保留 180 天，之後刪除。');
      await shot(page, `${locale}-my-sessions`);
      // Traditional Chinese is drawn with the Traditional fonts first (issue 28), Simplified otherwise.
      const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const [tc, sc] = [fonts.indexOf('Noto Sans CJK TC'), fonts.indexOf('Noto Sans CJK SC')];
      expect(locale === 'zh-TW' ? tc < sc : sc < tc).toBe(true);
      await iphone.getByRole('button', { name: locale === 'en-US' ? 'Log out' : '登出' }).click();
      await expect.poll(() => page.getByTestId('my-session').count()).toBe(1);
      expect(await userinfo(other)).toBe(409);
      // The new device's sign-in left a message for the member.
      await page.goto('/message');
      await page.getByRole('tab', { name: new RegExp(locale === 'en-US' ? 'For you' : '我的訊息') }).click();
      await page.getByTestId('member-message').getByText('Safari · iOS', { exact: false }).waitFor();
      await shot(page, `${locale}-message-new-device`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("a member's own second factor", () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`is set up from the security screen, then every sign-in asks for a code (${locale})`, async () => {
      const en = locale === 'en-US';
      const { context, username } = await loggedInPhone(browser, locale);
      const { page, errors } = await pageOf(context);
      await page.goto('/my_password');
      await page.getByText(en ? 'Two-factor sign-in' : '双重验证登录').click();
      await page.waitForURL('**/my_two_factor');
      await shot(page, `${locale}-my-two-factor-off`);
      await page.getByRole('button', { name: en ? 'Set up an authenticator app' : '设置身份验证器应用' }).click();
      await page
        .getByRole('img', { name: en ? 'QR code for your authenticator app' : '身份验证器应用的二维码' })
        .waitFor();
      await shot(page, `${locale}-my-two-factor-enrol`);
      // The test reads the secret from the page, as an app would from the QR code.
      const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      await page
        .getByTestId('totp-code')
        .locator('input')
        .fill(await codeFor(secret));
      await page.getByRole('button', { name: en ? 'Turn on' : '开启' }).click();
      await page.getByTestId('recovery-codes').waitFor();
      expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
      await shot(page, `${locale}-my-two-factor-recovery`);
      await page.getByRole('button', { name: en ? 'I have saved them' : '我已保存' }).click();
      await page.getByTestId('two-factor-on').waitFor();

      // Signed out, signing in asks for the code before anything else.
      await page.evaluate(() => localStorage.clear());
      await context.clearCookies();
      await page.goto('/login');
      await page.getByPlaceholder(en ? 'Enter your username or phone' : '请输入用户名或手机号').fill(username);
      await page.getByPlaceholder(en ? 'Enter your password' : '请输入密码').fill('Wallet2026');
      await page.getByRole('button', { name: en ? 'Log in' : '登录' }).click();
      await page.getByTestId('login-code').waitFor();
      await shot(page, `${locale}-login-code`);
      expect(page.url()).toMatch(/\/login$/);
      await page
        .getByTestId('login-code')
        .locator('input')
        .fill(await codeFor(secret, 1));
      await page.getByRole('button', { name: en ? 'Continue' : '继续' }).click();
      await page.waitForURL('**/user');
      await expect(page.getByTestId('nickname').innerText()).resolves.toBe(username);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a sign-in code whose answer was lost', () => {
  it('goes on when the code is sent again, not "wrong code" (zh-TW)', async () => {
    const member = await loggedInPhone(browser, 'zh-TW');
    await member.context.close();
    const { username, token } = member;
    const { secret } = (await api('/api/Security/totpEnrol', { token })).data as { secret: string };
    expect((await api('/api/Security/totpConfirm', { token, code: await codeFor(secret) })).code).toBe(1);
    // Another phone, signed out.
    const context = await phone(browser, 'zh-TW');
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('請輸入使用者名稱或手機號碼').fill(username);
    await page.getByPlaceholder('請輸入密碼').fill('Wallet2026');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page
      .getByTestId('login-code')
      .locator('input')
      .fill(await codeFor(secret, 1));
    // The code passes the session on the server, its answer does not come back.
    const send = () => page.getByRole('button', { name: '繼續' }).click();
    await sendAgainAfterLostAnswer(page, '**/api/Security/loginCode', send, '網路錯誤');
    await page.waitForURL('**/user');
    await expect(page.getByTestId('nickname').innerText()).resolves.toBe(username);
    await context.close();
  });
});

describe('a second factor turned on while the connection drops', () => {
  it('says it is on and that its recovery codes were not shown (zh-TW)', async () => {
    const { context } = await loggedInPhone(browser, 'zh-TW');
    const page = await context.newPage();
    await page.goto('/my_two_factor');
    await page.getByRole('button', { name: '設定驗證器應用程式' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    // The confirmation reaches the server (it is on), its answer with the codes does not come back.
    await loseAnswers(page, '**/api/Security/totpConfirm');
    await page
      .getByTestId('totp-code')
      .locator('input')
      .fill(await codeFor(secret));
    await page.getByRole('button', { name: '開啟' }).click();
    await page.getByTestId('two-factor-on').waitFor();
    expect(await page.getByTestId('codes-lost').innerText()).toContain('復原碼未能顯示');
    await shot(page, 'zh-TW-my-two-factor-codes-lost');
    await context.close();
  });
});

describe('a password change sent again after its answer was lost', () => {
  it('says the password was changed, not that the current one is wrong (zh-CN)', async () => {
    const { context, username } = await loggedInPhone(browser, 'zh-CN');
    const page = await context.newPage();
    await page.goto('/userloginpassword');
    await page.getByPlaceholder('当前密码').fill('Wallet2026');
    await page.getByPlaceholder('新密码', { exact: true }).fill('Fresh2026x');
    await page.getByPlaceholder('确认新密码').fill('Fresh2026x');
    // The change reaches the server (the password is changed), its answer does not come back; sent
    // again as it stands, the server knows it by its request id.
    const send = () => page.getByRole('button', { name: '提交' }).click();
    await sendAgainAfterLostAnswer(page, '**/api/Index/repasswd', send, '网络错误');
    await expectToast(page, '密码已修改');
    await expect.poll(() => page.getByPlaceholder('当前密码').inputValue()).toBe('');
    await shot(page, 'zh-CN-login-password-sent-again');
    expect((await api('/api/Index/login', { username, password: 'Fresh2026x' })).code).toBe(1);
    await context.close();
  });
});
