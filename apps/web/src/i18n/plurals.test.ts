import { afterAll, describe, expect, it } from 'vitest';
import adminEnUS from '../features/admin/i18n/en-US.json';
import adminZhCN from '../features/admin/i18n/zh-CN.json';
import adminZhTW from '../features/admin/i18n/zh-TW.json';
import verifyEnUS from '../features/games/i18n/verify.en-US.json';
import verifyZhCN from '../features/games/i18n/verify.zh-CN.json';
import i18n, { switchLanguage } from './index';

/**
 * A text with a count says one thing once and another thing many times (i18next's key_one and
 * key_other): "Reject these 1 withdrawals?" and "Wins over the last 1 rounds" were shown. Counts
 * that run into thousands are written with the language's separators (i18next's `number` format,
 * Intl.NumberFormat): the verify page said "published first, 10000 rounds" and the console's audit
 * "42716 transactions, 328778 entries".
 */
describe('texts that count', () => {
  i18n.addResourceBundle('en-US', 'admin', adminEnUS);
  i18n.addResourceBundle('zh-CN', 'admin', adminZhCN);
  i18n.addResourceBundle('zh-TW', 'admin', adminZhTW);
  i18n.addResourceBundle('en-US', 'verify', verifyEnUS);
  i18n.addResourceBundle('zh-CN', 'verify', verifyZhCN);
  afterAll(() => switchLanguage('en-US'));

  it('say one in the singular in English', async () => {
    await switchLanguage('en-US');
    const t = i18n.getFixedT('en-US');
    expect(t('trend.frequency', { count: 1 })).toBe('Wins in the last round');
    expect(t('trend.frequency', { count: 100 })).toBe('Wins over the last 100 rounds');
    const schedule = { amount: '$100.00', daily: '$1.00', total: '$1.00' };
    expect(t('finance.scheduleText', { ...schedule, count: 1 })).toBe(
      '$100.00 earns $1.00 a day for 1 day: $1.00 in all, exactly.',
    );
    expect(t('finance.scheduleText', { ...schedule, count: 15 })).toContain('for 15 days:');
    const admin = i18n.getFixedT('en-US', 'admin');
    expect(admin('ask.confirmDeposits', { count: 1 })).toBe('Credit this deposit?');
    expect(admin('ask.confirmDeposits', { count: 50 })).toBe('Credit these 50 deposits?');
    expect(admin('ask.rejectDeposits', { count: 1 })).toBe('Reject this deposit? Nothing is credited.');
    expect(admin('ask.rejectWithdrawals', { count: 1 })).toBe(
      'Reject this withdrawal? The money returns to the member.',
    );
    const counts = (txns: number, entries: number) =>
      admin('audit.counts', {
        txns: admin('audit.transactions', { count: txns }),
        entries: admin('audit.entries', { count: entries }),
      });
    expect(counts(1, 2)).toBe('1 transaction, 2 entries');
    expect(counts(152, 1)).toBe('152 transactions, 1 entry');
    expect(admin('audit.bad', { count: 1 })).toBe('1 problem');
    expect(admin('dash.auditBad', { count: 2, at: '12:00' })).toBe('2 problems found at 12:00');
  });

  it('say the count as they did in Chinese', async () => {
    await switchLanguage('zh-CN');
    const t = i18n.getFixedT('zh-CN');
    expect(t('trend.frequency', { count: 1 })).toBe('近1期各项开出次数');
    const admin = i18n.getFixedT('zh-CN', 'admin');
    expect(admin('ask.confirmDeposits', { count: 1 })).toBe('将这 1 笔充值入账？');
    expect(
      admin('audit.counts', {
        txns: admin('audit.transactions', { count: 3 }),
        entries: admin('audit.entries', { count: 6 }),
      }),
    ).toBe('3 笔交易，6 条分录');
  });

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
    expect(admin('range', { min: 10, max: 3600 })).toBe('10 to 3,600');
    expect(admin('range', { min: 0.01, max: 1000000 })).toBe('0.01 to 1,000,000');
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
