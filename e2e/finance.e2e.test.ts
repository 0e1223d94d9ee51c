import { describe, expect, it } from 'vitest';
import { api, browser, expectToast, loggedInPhone, pageOf, shot } from './browser.ts';

describe('finance', () => {
  it('transfers in with a wrong then the right payment password, and sees interest paid in the fund flow', async () => {
    const { context, token, payPwd } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 200_000 });
    const { page, errors } = await pageOf(context);

    await page.goto('/finance');
    await expect.poll(() => page.getByTestId('product').count(), { timeout: 15_000 }).toBe(4);
    await page.getByText('54.75%').waitFor();
    await shot(page, 'en-finance');
    await page.getByTestId('transfer-1').click();
    await page.waitForURL('**/producttransferin?product=1');
    // Typed as the placeholder writes amounts ("100,000 to 1,500,000"): the separators go.
    await page.locator('input[name=amount]').fill('150,000');
    await expect(page.locator('input[name=amount]').inputValue()).resolves.toBe('150000');
    await page.getByTestId('transfer-preview').getByText('Primary').waitFor();
    await expect(page.getByTestId('transfer-preview').innerText()).resolves.toContain('$3,375.00');
    await page.locator('input[name=pwd]').fill('999999');
    await shot(page, 'en-transfer-in');
    await page.getByTestId('transfer-submit').click();
    await expectToast(page, 'Wrong payment password');
    await page.locator('input[name=pwd]').fill(payPwd);
    await page.getByTestId('transfer-submit').click();
    await page.getByText('Contract made').waitFor();
    await shot(page, 'en-transfer-made');
    await page.getByTestId('to-contracts').click();
    await page.waitForURL('**/productorder');
    await page.getByTestId('contract').waitFor();

    // A "day" is 2 s here: interest arrives, and each entry is listed under the contract.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('contract').waitFor();
          return page.getByTestId('contract-accrued').innerText();
        },
        { timeout: 20_000, interval: 1500 },
      )
      .toMatch(/Interest paid \$(?!0\.00)[\d,]+\.\d\d \/ \$3,375\.00/);
    await page.getByTestId('contract').click();
    await page.getByTestId('accrual').first().waitFor();
    await shot(page, 'en-product-order');

    await page.goto('/my_income');
    await page.getByText('Finance interest').first().waitFor();
    await page.getByText('Finance transfer-in').first().waitFor();
    await shot(page, 'en-finance-flow');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as const) {
    it(`shows every finance screen (${locale})`, async () => {
      const { context, token, payPwd } = await loggedInPhone(browser, locale);
      await api('/api/Game/recharge', { token, money: 400_000 });
      await api('/api/Finance/transfer', { token, amount: 300_000, pwd: payPwd });
      const page = await context.newPage();
      await page.goto('/finance');
      await expect.poll(() => page.getByTestId('product').count(), { timeout: 15_000 }).toBe(4);
      // A tier whose two ends are one amount (Super: 1,500,000) says it once, not "$1.5M – $1.5M".
      const ranges = await page.locator('.finance-range').allInnerTexts();
      expect(ranges[0]).toBe('$100,000.00 – $299,999.99');
      expect(ranges[3]).toBe('$1,500,000.00');
      await shot(page, `${locale}-finance-list`);
      await page.goto('/productrule?product=2');
      await page.getByTestId('contract-text').waitFor();
      await shot(page, `${locale}-product-rule`);
      await page.goto('/productdetail?product=2');
      await page.getByTestId('schedule-chart').waitFor();
      await expect(page.getByTestId('schedule-total').innerText()).resolves.toContain('27,000.00');
      await shot(page, `${locale}-product-detail`);
      await page.goto('/producttransferin?product=1');
      await page.locator('input[name=amount]').fill('88000');
      await shot(page, `${locale}-transfer-in-form`);
      // In range: the preview labels each figure with the language's own colon (Chinese: "：").
      await page.locator('input[name=amount]').fill('150000');
      const preview = await page.getByTestId('transfer-preview').innerText();
      const colon = locale === 'en-US' ? ': ' : '：';
      expect(preview.split('\n').filter(Boolean)).toHaveLength(3);
      for (const line of preview.split('\n').filter(Boolean)) expect(line).toContain(colon);
      // (A time's "14:30" is the only ASCII colon left.)
      if (locale !== 'en-US') expect(preview).not.toMatch(/\D:|:\D/);
      await shot(page, `${locale}-transfer-in-preview`);
      await page.goto('/productorder');
      await page.getByTestId('contract').waitFor();
      await shot(page, `${locale}-product-order-list`);
      await context.close();
    });
  }
});
