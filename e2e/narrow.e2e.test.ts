import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, browser, loggedInPhone, phone } from './browser.ts';
import { APP_CONTROLS, MEMBER_SCREENS } from './member-screens.ts';
import { cutShort, labelProblems, pastTheEdge } from './texts.ts';
import { visit } from './visit.ts';

/**
 * The smallest phones still in use are 320 px wide (the first iPhone SE, small Androids): every
 * member screen fits there too: the page never scrolls sideways, no choice, button or tab cuts or
 * breaks its label (five equal columns cut "Cancelled" on My bets and "120 min" on My play), no
 * field's placeholder runs past its edge (the order's "Price per option, total ≥ $20.00"), and the
 * trading room's results show each outcome whole ("20 · Rise · Even" ended "Rise …"), and neither
 * the app's name nor a room's title is cut to an ellipsis.
 */

/** What a visitor fills in first. */
const VISITOR_SCREENS = ['/login', '/register'];

/**
 * Texts that end in an ellipsis when they do not fit, and must fit: a round's outcome, the app's
 * name on home ("Roun…") and a screen's title (the trading room's "Digits · S…").
 */
const SHORTENED = '.result-text, .home-title, .page-nav .adm-nav-bar-title';

/** Beside the member screens: the room with the longest title ("Dice · High stakes"). */
const LONG_TITLE = '/activity/4';

/**
 * A bank account with the longest names the API takes, and a withdrawal to it: the account list,
 * the withdrawal form and its history show them whole (an unbroken 80-letter name too).
 */
async function longestAccount(token: string, payPwd: string) {
  const card = await api('/api/Game/addbankcard', {
    token,
    type: 'Bank',
    bank: `Industrial and Commercial Bank of China ${'Limited'.repeat(6)}`.slice(0, 80),
    branch: 'W'.repeat(80),
    account: '1234 5678 9012 3456 7890 1234 5678',
    username: 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 80),
  });
  expect(card.code, JSON.stringify(card)).toBe(1);
  const money = { token, bank_id: card.data.id, money: 500, pwd: payPwd, request_id: crypto.randomUUID() };
  expect((await api('/api/Game/withdraw', money)).code).toBe(1);
}

/** Each screen read as it shows: no sideways scroll, nothing cut, broken or cut short. */
async function walk(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await visit(page, path);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const found = {
      sideways,
      ...(await labelProblems(page, APP_CONTROLS)),
      short: await cutShort(page, SHORTENED),
      edge: await pastTheEdge(page),
    };
    expect(found, path).toEqual({ sideways: 0, cut: [], wrapped: [], short: [], edge: [] });
  }
}

describe('a 320 px phone', () => {
  it('shows every member screen whole (en-US; the zh-CN walk of app-texts.e2e runs at 320 px)', async () => {
    const { context, token, payPwd } = await loggedInPhone(browser, 'en-US');
    await api('/api/Game/recharge', { token, money: 1000 });
    await longestAccount(token, payPwd);
    const page = await context.newPage();
    await page.setViewportSize({ width: 320, height: 568 });
    await walk(page, [...MEMBER_SCREENS, LONG_TITLE]);
    await context.close();
    const visitor = await phone(browser, 'en-US');
    const first = await visitor.newPage();
    await first.setViewportSize({ width: 320, height: 568 });
    await walk(first, VISITOR_SCREENS);
    await visitor.close();
  });
});
