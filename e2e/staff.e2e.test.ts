import { beforeAll, describe, expect, it } from 'vitest';
import { api, confirmAsk, expectToast, shot, signIn, staffScreen, stepUp } from './browser.ts';
import { loseAnswers } from './connection.ts';

const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
type Locale = (typeof LOCALES)[number];

let admin: string;

beforeAll(async () => {
  admin = await signIn();
});

/** The demo admin's console on a phone (390 px) or a laptop (1280 px). */
const consoleAt = (width: 390 | 1280, locale: Locale) => staffScreen(admin, width, locale);

async function newStaff(role: 'viewer' | 'operator') {
  const username = `st${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const made = await api('/api/Admin/createStaff', {
    token: admin,
    username,
    password: 'Staff2026x',
    role,
    confirm: 'operator2026',
  });
  expect(made.code).toBe(1);
  const token = (await api('/api/Index/login', { username, password: 'Staff2026x' })).data.token as string;
  return { username, token };
}

describe('staff management in the console', () => {
  it('disables a staff member (their session ends at once), enables them again and changes their role', async () => {
    const staff = await newStaff('operator');
    const context = await consoleAt(390, 'en-US');
    const page = await context.newPage();
    await page.goto('/admin/staff');
    const card = page.getByTestId('staff-member').filter({ hasText: staff.username });
    await card.getByText('Open sessions: 1').waitFor();
    await card.getByRole('button', { name: 'Sessions' }).click();
    await card.getByTestId('staff-sessions').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'en-admin-staff-sessions-390');

    await card.getByRole('button', { name: 'Disable' }).click();
    await confirmAsk(page, 'Every session of theirs ends at once');
    // Changing staff asks for the admin's password (no app set up in the demo).
    await stepUp(page, 'operator2026');
    await expectToast(page, 'Saved');
    await card.getByText('Disabled').waitFor();
    const refused = await api('/api/Admin/dashboard', { token: staff.token });
    expect([403, 409]).toContain(refused.code);
    await shot(page, 'en-admin-staff-disabled-390');

    await card.getByRole('button', { name: 'Enable' }).click();
    await confirmAsk(page, 'again?');
    await stepUp(page, 'operator2026');
    await card.getByText('Disabled').waitFor({ state: 'detached' });

    await card.getByLabel('Role').selectOption('viewer');
    await confirmAsk(page, `Make ${staff.username} Viewer?`);
    await stepUp(page, 'operator2026');
    await expectToast(page, 'Saved');
    await expect.poll(() => card.getByLabel('Role').inputValue()).toBe('viewer');
    await shot(page, 'en-admin-staff-role-390');
    const log = await api('/api/Admin/auditLog', { token: admin, action: 'staff.role' });
    expect(log.data.list[0]).toMatchObject({
      actor: 'operator',
      before: { role: 'operator' },
      after: { role: 'viewer' },
    });
    await context.close();
  });

  it('creates a staff account through the form, who signs in with it in their role', async () => {
    const username = `sf${Date.now().toString(36)}`;
    const context = await consoleAt(1280, 'en-US');
    const page = await context.newPage();
    await page.goto('/admin/staff');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create staff account' }) });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill('Staff2026y');
    await form.getByLabel('Role').selectOption('viewer');
    await form.getByText('6-16 letters or digits').waitFor();
    await shot(page, 'en-admin-staff-create-1280');
    await form.getByRole('button', { name: 'Create staff account' }).click();
    await stepUp(page, 'operator2026');
    await expectToast(page, 'Saved');
    const card = page.getByTestId('staff-member').filter({ hasText: username });
    await expect.poll(() => card.getByLabel('Role').inputValue()).toBe('viewer');
    expect(await form.getByLabel('Username').inputValue()).toBe('');
    // The same name again: the server's refusal (3057, naming the field) is said at the username field.
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill('Staff2026z');
    await form.getByRole('button', { name: 'Create staff account' }).click();
    await stepUp(page, 'operator2026');
    const said = () => form.getByLabel('Username').evaluate((input: HTMLInputElement) => input.validationMessage);
    await expect.poll(said).toBe('This username is taken');
    await form.getByLabel('Username').fill('');
    expect(await said()).not.toBe('This username is taken');
    const token = (await api('/api/Index/login', { username, password: 'Staff2026y' })).data.token as string;
    expect((await api('/api/Admin/dashboard', { token })).code).toBe(1);
    // A viewer reads; changing a setting needs an operator (3006).
    expect(await api('/api/Admin/saveSettings', { token })).toMatchObject({ code: 0, data: { errCode: 3006 } });
    const log = await api('/api/Admin/auditLog', { token: admin, action: 'staff.create' });
    expect(log.data.list[0]).toMatchObject({ actor: 'operator', after: { username, role: 'viewer' } });
    await context.close();
  });

  it('makes one account when the form is sent again after its answer was lost (zh-CN)', async () => {
    const username = `sl${Date.now().toString(36)}`;
    const context = await consoleAt(390, 'zh-CN');
    const page = await context.newPage();
    await page.goto('/admin/staff');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: '创建工作人员账号' }) });
    await form.getByLabel('用户名').fill(username);
    await form.getByLabel('密码').fill('Staff2026y');
    // The account is made (the sending with the step-up), its answer does not come back: the form
    // keeps what was typed.
    await loseAnswers(page, '**/api/Admin/createStaff', 1, '"confirm"');
    await form.getByRole('button', { name: '创建工作人员账号' }).click();
    await stepUp(page, 'operator2026', '确定');
    await page.getByTestId('staff-member').filter({ hasText: username }).waitFor();
    expect(await form.getByLabel('用户名').inputValue()).toBe(username);
    await form.getByRole('button', { name: '创建工作人员账号' }).click();
    await stepUp(page, 'operator2026', '确定');
    await expectToast(page, '已保存');
    await expect.poll(() => form.getByLabel('用户名').inputValue()).toBe('');
    const staff = (await api('/api/Admin/staff', { token: admin })).data as { username: string }[];
    expect(staff.filter((s) => s.username === username)).toHaveLength(1);
    await context.close();
  });

  it('a wrong password changes nothing, and cancelling the step-up changes nothing', async () => {
    const staff = await newStaff('viewer');
    const context = await consoleAt(1280, 'en-US');
    const page = await context.newPage();
    await page.goto('/admin/staff');
    const card = page.getByTestId('staff-member').filter({ hasText: staff.username });
    await card.getByRole('button', { name: 'Disable' }).click();
    await confirmAsk(page, 'Every session of theirs ends at once');
    await stepUp(page, 'not-my-password');
    await page.getByText('That password is wrong').first().waitFor();
    await card.getByRole('button', { name: 'Disable' }).click();
    await confirmAsk(page, 'Every session of theirs ends at once');
    await page.getByTestId('step-up-input').waitFor();
    await page.locator('.adm-dialog-footer button:visible', { hasText: 'Cancel' }).last().click();
    expect((await api('/api/Admin/dashboard', { token: staff.token })).code).toBe(1);
    expect(await card.getByText('Disabled').count()).toBe(0);
    await context.close();
  });

  for (const locale of LOCALES) {
    for (const width of [390, 1280] as const) {
      it(`shows the staff list readable at ${width} px (${locale})`, async () => {
        const context = await consoleAt(width, locale);
        const page = await context.newPage();
        await page.goto('/admin/staff');
        await page.getByTestId('staff-member').first().waitFor();
        // Nothing wider than the screen, no untranslated key.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await page.locator('body').innerText()).not.toMatch(/staff\.\w+|stepUp\.\w+/);
        await shot(page, `${locale}-admin-staff-${width}`);
        await context.close();
      });
    }
  }
});
