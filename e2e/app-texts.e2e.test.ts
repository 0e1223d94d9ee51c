import { describe, expect, it } from 'vitest';
import { api, browser, loggedInPhone, watchProblems } from './browser.ts';
import { chineseWalk } from './chinese-screens.ts';
import { APP_CONTROLS, MEMBER_SCREENS } from './member-screens.ts';

/**
 * Issue 28: a Chinese screen of the app shows no English words outside names, numbers and codes
 * (those are marked translate="no" or drawn as code: a member's name, a hash, a brand), on every
 * screen a member reaches (zh-CN at 320×568, zh-TW at 390×844), with no control's label wrapped or
 * cut and no sideways scroll; in zh-TW, no mainland word either (antd-mobile's own texts
 * included: its pull-to-refresh said 下拉刷新 and 加載中). The zh-TW walk is on a dark system: every screen is dark,
 * and no text is too faint to read there (dark.e2e.test.ts has the rest of dark mode). Both walks
 * watch for Content-Security-Policy violations and console errors too (csp.e2e.test.ts has en-US).
 */
const ALLOWED =
  /^(USD|USDT|TRC|ERC|VIP|VIP\d|ID|IP|QR|RTP|UTC|SHA|HMAC|iOS|Android|Safari|Chrome|Roundhouse|Binance|Coinbase|Kraken|OKX|Bank|BSB|SWIFT|IBAN|HTML)$/;

describe('the app in Chinese', () => {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    it(`has no English words outside names and codes (${locale})`, async () => {
      const { context, token } = await loggedInPhone(browser, locale);
      await api('/api/Game/recharge', { token, money: 500 });
      const { page, problems } = await watchProblems(context);
      // zh-CN on the smallest phones still in use (320 px: narrow.e2e.test.ts has en-US), zh-TW at 390.
      if (locale === 'zh-CN') await page.setViewportSize({ width: 320, height: 568 });
      // zh-TW on a dark system.
      const taiwan = locale === 'zh-TW';
      const walk = chineseWalk({ root: 'body', allowed: ALLOWED, controls: APP_CONTROLS, dark: taiwan, taiwan });
      await walk.screens(page, MEMBER_SCREENS);
      walk.expectClean();
      await context.close();
      expect(problems).toEqual([]);
    }, 110_000);
  }
});
