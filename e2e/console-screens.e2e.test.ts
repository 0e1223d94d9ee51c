import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { api, browser, expectToast, loggedInPhone, openConsole, pageOf, shot, signIn, staffScreen } from './browser.ts';
import { visit } from './visit.ts';

/** Every console screen as staff see it, on a phone and a laptop and in both Chinese scripts. */

let staffToken: string;
beforeAll(async () => {
  staffToken = await signIn();
});

/** The console signed in as the demo's staff account, on a phone (390 px) or a laptop (1280 px). */
const staffContext = (width: 390 | 1280, locale: 'en-US' | 'zh-CN' | 'zh-TW' = 'en-US') =>
  staffScreen(staffToken, width, locale);

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

describe('the console, screen by screen', () => {
  for (const width of [390, 1280] as const) {
    it(`shows every console screen at ${width} px`, async () => {
      const context = await staffContext(width);
      const { page, errors } = await pageOf(context);
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
        await visit(page, path);
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
      await openConsole(page, '/admin/content');
      // Its four tabs are seen whole, none scrolled out of the strip (they needed 432 px of 342).
      const strip = await page
        .locator('.adm-tabs-header')
        .first()
        .evaluate((header) => ({
          needed: (header.querySelector('.adm-tabs-tab-list') as HTMLElement).scrollWidth,
          room: header.clientWidth,
        }));
      expect(strip.needed).toBeLessThanOrEqual(strip.room);
      for (const tab of ['Banners', 'VIP levels', 'Products']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        await shot(page, `en-admin-content-${tab.toLowerCase().replace(/ /g, '-')}-${width}`);
      }
      await openConsole(page, '/admin/audit');
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
        await openConsole(page, '/admin/audit');
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
      // Read through the connection: the file is on the run's Chromium's side (browser.ts).
      const text = await buffer(await (await download).createReadStream()).then((b) => b.toString('utf8'));
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('\ufeffid,at,actor_id,actor,action,target,before,after');
      // Every row of the log, as the API counts them (each row one line: line breaks inside quotes are escaped).
      const total = (await api('/api/Admin/auditLog', { token: staffToken, size: 1 })).data.total;
      expect(lines.length - 1).toBe(total);
      // A staff account is listed with its role, but has no member page to open (issue 22).
      await openConsole(page, '/admin/members');
      await page.getByRole('searchbox').fill('operator');
      await page.getByRole('button', { name: 'Search' }).click();
      const staffRow = page.getByTestId('member-row').filter({ hasText: 'Admin' });
      await staffRow.first().waitFor();
      expect(await staffRow.first().getByRole('link').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('says in place that there is no such member, without a toast over the screen', async () => {
    const context = await staffContext(390);
    const page = await context.newPage();
    for (const path of ['/admin/members/999999', '/admin/members/abc']) {
      await openConsole(page, path);
      await page.getByText('No such member', { exact: true }).waitFor();
      expect(await page.locator('.adm-toast-main').count(), path).toBe(0);
    }
    await context.close();
  });

  // A screen whose data did not load says so with a way to retry, where it showed a spinner for ever.
  it('says a screen did not load and tries again', async () => {
    const context = await staffContext(1280);
    const page = await context.newPage();
    // A member's page needs a member: in the test database id 1 is the operator (a staff account).
    const member = await api('/api/index/register', {
      username: `f${Date.now().toString(36)}`,
      password: 'Failed2026x',
      spassword: 'Failed2026x',
      invitation: 'WELCOME',
      payPwd: '246802',
    });
    const memberId = (await api('/api/Game/getuserinfo', { token: member.data.token })).data.id;
    const screens = [
      { path: '/admin/rooms', call: '**/api/Admin/rooms', ready: 'room-odds' },
      { path: `/admin/members/${memberId}`, call: '**/api/Admin/member', ready: 'member-cash' },
      // Who is signed in, and whether their second factor is passed: the console was a spinner for ever.
      { path: '/admin', call: '**/api/Game/getuserinfo', ready: 'pending-deposits' },
      { path: '/admin', call: '**/api/Admin/twoFactor', ready: 'pending-deposits' },
    ];
    for (const screen of screens) {
      await page.route(screen.call, (route) => route.abort('internetdisconnected'));
      await page.goto(screen.path);
      await page.getByTestId('load-failed').waitFor();
      await page.unroute(screen.call);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId(screen.ready).first().waitFor();
      await page.getByTestId('load-failed').waitFor({ state: 'detached' });
    }
    await context.close();
  });

  // The settings form through the browser: what staff type is saved and what members are shown.
  it('saves the settings, and a member sees the new withdrawal rules and exchange link', async () => {
    const before = (await api('/api/Admin/settings', { token: staffToken })).data;
    const { vip_levels: _levels, ...original } = before;
    const context = await staffContext(390);
    const page = await context.newPage();
    const member = await loggedInPhone(browser);
    try {
      await openConsole(page, '/admin/settings');
      // Beyond what the call takes (at most 100 a day, whole cents) the form holds it: nothing is sent.
      const perDay = page.getByLabel('Withdrawals per day (UTC)');
      await perDay.fill('500');
      await page.getByLabel('Minimum withdrawal (USD)').fill('15.555');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect(await perDay.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
      expect(
        await page
          .getByLabel('Minimum withdrawal (USD)')
          .evaluate((input: HTMLInputElement) => input.validity.stepMismatch),
      ).toBe(true);
      const { vip_levels: _unchanged, ...untouched } = (await api('/api/Admin/settings', { token: staffToken })).data;
      expect(untouched).toEqual(original);
      // What the browser takes but the call does not (an address sent in the clear) is said at its field.
      await perDay.fill('3');
      await page.getByLabel('Minimum withdrawal (USD)').fill('15.5');
      const support = page.getByLabel('Support link');
      await support.fill('http://help.example');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => support.evaluate((input: HTMLInputElement) => input.validationMessage))
        .toBe('Not accepted: please check this field');
      await shot(page, 'en-admin-settings-refused-390');
      expect((await api('/api/Admin/settings', { token: staffToken })).data.kefu_url).toBe(original.kefu_url);
      await support.fill(original.kefu_url);
      expect(await support.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByLabel('Name', { exact: true }).last().fill('Harbour Exchange');
      await page.getByLabel('Address', { exact: true }).last().fill('https://harbour.example/buy');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Saved');
      await shot(page, 'en-admin-settings-saved-390');
      const saved = (await api('/api/Admin/settings', { token: staffToken })).data;
      expect(saved.withdraw_rules).toEqual({ ...original.withdraw_rules, daily_count: 3, min: 15.5 });
      expect(saved.exchanges.at(-1)).toEqual({ name: 'Harbour Exchange', url: 'https://harbour.example/buy' });

      const app = await member.context.newPage();
      await app.goto('/withdraw');
      const rules = app.getByTestId('withdraw-rule');
      await rules.first().waitFor();
      expect(await rules.allTextContents()).toEqual([
        'Minimum withdrawal (USD): $0.00 / $15.50',
        'Withdrawals today (UTC): 0 / 3',
      ]);
      await shot(app, 'en-withdraw-rules');
      await app.goto('/recharge');
      const link = app.getByRole('link', { name: 'Harbour Exchange' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://harbour.example/buy');
    } finally {
      // The other tests' withdrawals run under the rules they were written for.
      expect((await api('/api/Admin/saveSettings', { token: staffToken, ...original })).code).toBe(1);
      await member.context.close();
      await context.close();
    }
  });

  // The browser says its own checks in its own language: a Chinese console in an English browser
  // said "Please fill out this field".
  it('says what the browser holds at a field in the console’s language (zh-CN), and nothing stays once fixed', async () => {
    const context = await staffContext(390, 'zh-CN');
    const page = await context.newPage();
    try {
      await openConsole(page, '/admin/settings');
      const field = (name: string) => page.locator(`input[name="${name}"]`);
      const said = (name: string) => field(name).evaluate((input: HTMLInputElement) => input.validationMessage);
      const name = await field('app_name').inputValue();
      await field('app_name').fill('');
      await field('exchanges.0.url').fill('not an address');
      await field('withdraw_rules.daily_count').fill('500');
      await field('withdraw_rules.min').fill('15.555');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      expect(await said('app_name')).toBe('请填写此项');
      expect(await said('exchanges.0.url')).toBe('请输入以 https:// 开头的网址');
      expect(await said('withdraw_rules.daily_count')).toBe('最多 100');
      expect(await said('withdraw_rules.min')).toBe('以 0.01 为单位');
      await shot(page, 'zh-CN-admin-settings-held-390');
      // Fixed, each field is valid again; left as it was, it is checked afresh on the next try.
      await field('app_name').fill(name);
      await field('withdraw_rules.min').fill('-1');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      expect(await field('app_name').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
      expect(await said('withdraw_rules.min')).toBe('最少 0');
      expect(await said('withdraw_rules.daily_count')).toBe('最多 100');
    } finally {
      await context.close();
    }
  });

  // The article editor through the browser: two languages, published, read by members in theirs.
  it('writes an article in two languages; members read it in theirs, without its script', async () => {
    const context = await staffContext(1280);
    const page = await context.newPage();
    const reader = await loggedInPhone(browser, 'zh-TW');
    let saved: Record<string, unknown> | undefined;
    try {
      await openConsole(page, '/admin/content');
      await page.getByRole('button', { name: 'New article' }).click();
      const html = 'Text (HTML: p, h2, ul, a, img, table…)';
      await page.getByLabel('Title').fill('Harbour opening');
      await page
        .getByLabel(html)
        .fill(
          '<p>We open <b>on Monday</b>.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
        );
      await page.getByRole('tab', { name: '繁體中文' }).click();
      await page.getByLabel('Title').fill('港口開幕');
      await page.getByLabel(html).fill('<p>週一<b>開幕</b>。</p>');
      await page.getByRole('checkbox', { name: 'Published' }).check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Saved');
      const list = (await api('/api/Admin/articles', { token: staffToken, group_id: 9 })).data;
      saved = list.find((a: { title_en: string }) => a.title_en === 'Harbour opening');
      expect(saved).toMatchObject({ title_cht: '港口開幕', title_chs: null, content_chs: null, published: true });
      // Sanitised on save: the script and the handler are gone, the bold kept.
      expect(saved?.content_en).toContain('<b>on Monday</b>');
      expect(saved?.content_en).not.toMatch(/script|onerror|pwned/);

      const app = await reader.context.newPage();
      await app.goto('/help/list');
      await app.getByTestId('help-item').filter({ hasText: '港口開幕' }).click();
      await app.locator('b', { hasText: '開幕' }).waitFor();
      await shot(app, 'zh-TW-article-from-console');
      expect(await app.evaluate(() => 'pwned' in window)).toBe(false);
      const cht = (await api('/api/Game/getOneclassArticle', { id: saved?.id, lang: 'cht' })).data;
      expect(cht).toMatchObject({ title: '港口開幕', content: '<p>週一<b>開幕</b>。</p>' });
      // Simplified Chinese was left empty: a zh-CN member reads the English text.
      const chs = (await api('/api/Game/getOneclassArticle', { id: saved?.id, lang: 'chs' })).data;
      expect(chs).toMatchObject({ title: 'Harbour opening' });
      expect(chs.content).toContain('<b>on Monday</b>');
    } finally {
      // Unpublished again: other tests count the news a member is shown.
      if (saved) {
        const { chain_id: _c, created_at: _at, updated_at: _u, ...article } = saved;
        const off = await api('/api/Admin/saveArticle', { token: staffToken, ...article, published: false });
        expect(off.code).toBe(1);
      }
      await reader.context.close();
      await context.close();
    }
  });

  // The VIP levels' table through the browser: a level's stake and its Traditional name reach members.
  it("changes a VIP level's stake and name, and a member's progress shows them", async () => {
    const levels = (await api('/api/Admin/settings', { token: staffToken })).data.vip_levels;
    const context = await staffContext(390);
    const page = await context.newPage();
    const member = await loggedInPhone(browser, 'zh-TW');
    try {
      await openConsole(page, '/admin/content');
      await page.getByRole('tab', { name: 'VIP levels' }).click();
      // A level that needs no more than the one before is held at its field, in words: nothing is sent.
      const second = page.getByLabel('VIP 2 Settled stake to reach (USD)');
      await second.fill(String(levels[0].stake));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect(await second.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
        "More than VIP 1's stake",
      );
      await second.fill(String(levels[1].stake));
      expect(await second.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
      await page.getByLabel('VIP 1 Settled stake to reach (USD)').fill('1500');
      await page.getByLabel('VIP 1 繁體').fill('青銅會員');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Saved');
      const saved = (await api('/api/Admin/settings', { token: staffToken })).data.vip_levels;
      expect(saved[0]).toEqual({ ...levels[0], stake: 1500, name: { ...levels[0].name, cht: '青銅會員' } });
      expect(saved.slice(1)).toEqual(levels.slice(1));

      const app = await member.context.newPage();
      await app.goto('/user');
      await expect
        .poll(() => app.getByTestId('vip-progress').textContent())
        .toBe('已結算投注 $0.00 / $1,500.00，升級至 VIP1 · 青銅會員');
    } finally {
      expect((await api('/api/Admin/saveVipLevels', { token: staffToken, levels })).code).toBe(1);
      await member.context.close();
      await context.close();
    }
  });

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`shows the console in ${locale}`, async () => {
      const context = await staffContext(390, locale);
      const page = await context.newPage();
      await openConsole(page, '/admin');
      await page.getByText(locale === 'zh-CN' ? '运营后台' : '營運後台').waitFor();
      await expectOpenRoundsFit(page);
      await shot(page, `${locale}-admin-dashboard-390`);
      await openConsole(page, '/admin/rooms');
      await shot(page, `${locale}-admin-rooms-390`);
      await context.close();
    });
  }
});
