import { afterAll, describe, expect, it } from 'vitest';
import adminEnUS from '../features/admin/i18n/en-US.json';
import adminZhCN from '../features/admin/i18n/zh-CN.json';
import i18n, { switchLanguage } from './index';

/**
 * A text with a count says one thing once and another thing many times (i18next's key_one and
 * key_other): "Reject these 1 withdrawals?" and "Wins over the last 1 rounds" were shown.
 */
describe('texts that count', () => {
  i18n.addResourceBundle('en-US', 'admin', adminEnUS);
  i18n.addResourceBundle('zh-CN', 'admin', adminZhCN);
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
});
