import type { ApiLang } from './lang.ts';

/** Outcome names per label set (DESIGN.md §6): index 0 rise/long, 1 fall/short, 2 odd/single, 3 even/double. */
export const OUTCOME_LABELS: Record<'trade' | 'classic', Record<ApiLang, [string, string, string, string]>> = {
  trade: { en: ['Rise', 'Fall', 'Odd', 'Even'], chs: ['涨', '跌', '单', '双'], cht: ['漲', '跌', '單', '雙'] },
  classic: { en: ['Long', 'Short', 'Single', 'Double'], chs: ['大', '小', '单', '双'], cht: ['大', '小', '單', '雙'] },
};
