import { afterAll, describe, expect, it } from 'vitest';
import adminEnUS from '../features/admin/i18n/en-US.json';
import adminZhTW from '../features/admin/i18n/zh-TW.json';
import verifyEnUS from '../features/games/i18n/verify.en-US.json';
import verifyZhCN from '../features/games/i18n/verify.zh-CN.json';
import i18n, { switchLanguage } from './index';

/**
 * Counts that run into thousands are written with the language's separators (i18next's `number`
 * format, Intl.NumberFormat): the verify page said "published first, 10000 rounds" and the
 * console's audit "42716 transactions, 328778 entries".
 */
describe('texts with large counts', () => {
  i18n.addResourceBundle('en-US', 'admin', adminEnUS);
  i18n.addResourceBundle('zh-TW', 'admin', adminZhTW);
  i18n.addResourceBundle('en-US', 'verify', verifyEnUS);
  i18n.addResourceBundle('zh-CN', 'verify', verifyZhCN);
  afterAll(() => switchLanguage('en-US'));

  it('write thousands separators in English', async () => {
    await switchLanguage('en-US');
    const t = i18n.getFixedT('en-US');
    expect(t('play.rounds', { count: 1523 })).toBe('1,523 rounds');
    expect(t('play.rounds', { count: 1 })).toBe('1 round');
    const verify = i18n.getFixedT('en-US', 'verify');
    expect(verify('terminal', { id: 1, length: 10000 })).toBe('Chain 1 terminal hash (published first, 10,000 rounds)');
    expect(verify('seed', { index: 9999 })).toBe('Revealed seed 9,999');
    expect(verify('chainOk', { count: 2048, id: 3 })).toBe('All 2,048 drawn rounds of chain 3 hold.');
    const admin = i18n.getFixedT('en-US', 'admin');
    expect(admin('audit.entries', { count: 328778 })).toBe('328,778 entries');
    expect(admin('fair.used', { used: 1200, left: 8800, length: 10000 })).toBe('1,200 used, 8,800 left of 10,000');
    expect(admin('members.total', { n: 12500 })).toBe('12,500 in all');
  });

  it('write them in Chinese too', async () => {
    await switchLanguage('zh-CN');
    expect(i18n.getFixedT('zh-CN', 'verify')('terminal', { id: 1, length: 10000 })).toBe(
      '链 1 终端哈希（最先公开，共10,000期）',
    );
    expect(i18n.getFixedT('zh-CN')('play.rounds', { count: 1523 })).toBe('1,523 期');
    await switchLanguage('zh-TW');
    expect(i18n.getFixedT('zh-TW', 'admin')('audit.entries', { count: 328778 })).toContain('328,778');
  });
});
