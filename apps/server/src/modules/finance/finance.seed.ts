import { cents, formatUsd } from '@roundhouse/game';
import type { Insertable } from 'kysely';
import type { FinanceProductFields } from '../../db/schema.ts';

/** SPEC.md §9's four tiers: minimum USD, daily rate in millionths, days. */
const TIERS = [
  { min: 100_000, ppm: 1_500, days: 15, en: 'Primary', chs: '初级', cht: '初級' },
  { min: 300_000, ppm: 3_000, days: 30, en: 'Intermediate', chs: '中级', cht: '中級' },
  { min: 800_000, ppm: 8_000, days: 45, en: 'Advanced', chs: '高级', cht: '高級' },
  { min: 1_500_000, ppm: 13_000, days: 60, en: 'Super', chs: '超级', cht: '超級' },
] as const;
const MAX_USD = 1_500_000;

const pct = (ppm: number) => `${(ppm / 10_000).toFixed(2)}%`;

function contractText(t: { min: number; max: number; ppm: number; days: number }) {
  const range = `${formatUsd(cents(t.min * 100))}–${formatUsd(cents(t.max * 100))}`;
  return {
    contract_en: [
      `Principal: ${range}, taken from your cash balance when you transfer in, with your payment password.`,
      `Interest: ${pct(t.ppm)} of the principal per day for ${t.days} days, paid to your cash balance once a day, in whole cents; the last day pays what rounding left, so the total is exactly principal × ${pct(t.ppm)} × ${t.days}.`,
      `Term: the principal is locked for ${t.days} days and returns to your cash balance on the day the contract matures. It cannot be withdrawn early.`,
      'In demo mode principal and interest are play money. The rate of a contract never changes once it is made.',
    ].join('\n\n'),
    contract_chs: [
      `本金：${range}，转入时以支付密码从您的现金余额中扣除。`,
      `收益：每日本金的 ${pct(t.ppm)}，共 ${t.days} 天，每日以整分计入现金余额；最后一天补足舍入差额，总额恰为 本金 × ${pct(t.ppm)} × ${t.days}。`,
      `期限：本金锁定 ${t.days} 天，到期当日返还至现金余额，不可提前取出。`,
      '演示模式下本金与收益均为体验金。合约一经成立，利率不再变动。',
    ].join('\n\n'),
    contract_cht: [
      `本金：${range}，轉入時以支付密碼從您的現金餘額中扣除。`,
      `收益：每日本金的 ${pct(t.ppm)}，共 ${t.days} 天，每日以整分計入現金餘額；最後一天補足捨入差額，總額恰為 本金 × ${pct(t.ppm)} × ${t.days}。`,
      `期限：本金鎖定 ${t.days} 天，到期當日返還至現金餘額，不可提前取出。`,
      '示範模式下本金與收益均為體驗金。合約一經成立，利率不再變動。',
    ].join('\n\n'),
  };
}

/** The demo's products, made when a database gets them: each tier covers amounts up to the next tier's minimum. */
export const seedProducts = (): Insertable<FinanceProductFields>[] =>
  TIERS.map((tier, i) => {
    const next = TIERS[i + 1];
    const maxCents = next ? next.min * 100 - 1 : MAX_USD * 100;
    return {
      name_en: tier.en,
      name_chs: tier.chs,
      name_cht: tier.cht,
      ...contractText({ min: tier.min, max: maxCents / 100, ppm: tier.ppm, days: tier.days }),
      min_cents: cents(tier.min * 100),
      max_cents: cents(maxCents),
      daily_rate_ppm: tier.ppm,
      days: tier.days,
      sort: i + 1,
    };
  });
