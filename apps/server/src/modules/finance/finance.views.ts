import { type AdminProduct, type ApiLang, type FinanceProduct, inLang, pickLangFields } from '@roundhouse/contract';
import { toUsd } from '@roundhouse/game';
import { percentOfPpm } from '@roundhouse/game/finance';
import type { FinanceProductRow } from '../../db/schema.ts';

/** A product as the console edits it. */
export function toAdminProduct(row: FinanceProductRow & { active: number | string }): AdminProduct {
  return {
    id: row.id,
    ...pickLangFields(row, 'name'),
    ...pickLangFields(row, 'contract'),
    min: toUsd(row.min_cents),
    max: toUsd(row.max_cents),
    daily_rate: percentOfPpm(row.daily_rate_ppm),
    days: row.days,
    enabled: row.enabled,
    sort: row.sort,
    active_contracts: Number(row.active),
  };
}

/** A product as a member sees it, in their language, with its figures computed from its terms. */
export function productView(r: FinanceProductRow, lang: ApiLang): FinanceProduct {
  return {
    id: r.id,
    name: inLang(r, 'name', lang),
    contract: inLang(r, 'contract', lang),
    min: toUsd(r.min_cents),
    max: toUsd(r.max_cents),
    daily_rate: percentOfPpm(r.daily_rate_ppm),
    days: r.days,
    total_return: percentOfPpm(r.daily_rate_ppm * r.days),
    annual_rate: percentOfPpm(r.daily_rate_ppm * 365),
  };
}
