import type { Locale } from '@roundhouse/contract/web';
import { MONEY } from '../../session';

/** Finance's query keys: contracts and the pledged total are money. */
export const financeKeys = {
  products: (lang: Locale, member: boolean) => [...MONEY, 'finance', 'products', lang, member] as const,
  orders: (lang: Locale) => [...MONEY, 'finance', 'orders', lang] as const,
  order: (id: number, lang: Locale) => [...MONEY, 'finance', 'order', id, lang] as const,
};
