import * as contract from '@roundhouse/contract';
import { GAME_TYPES } from '@roundhouse/game';
import { describe, expect, it } from 'vitest';
import { chainArticle } from '../apps/server/src/modules/content/chain-article.ts';
import { SEED_ARTICLES, SEED_BANNERS } from '../apps/server/src/modules/content/content.seed.ts';
import { seedProducts } from '../apps/server/src/modules/finance/finance.seed.ts';
import { DEFAULT_ROOMS } from '../apps/server/src/modules/rooms/rooms.seed.ts';
import adminZhTW from '../apps/web/src/features/admin/i18n/zh-TW.json' with { type: 'json' };
import verifyZhTW from '../apps/web/src/features/games/i18n/verify.zh-TW.json' with { type: 'json' };
import errorsZhTW from '../apps/web/src/i18n/errors/zh-TW.json' with { type: 'json' };
import zhTW from '../apps/web/src/i18n/zh-TW.json' with { type: 'json' };

/**
 * Characters Simplified Chinese writes where Traditional writes another (财 for 財, 们 for 們…). One
 * of them in a Traditional text is a text copied from the Simplified one and not converted: the
 * console's "理财合約" was.
 */
const SIMPLIFIED_ONLY = new Set(
  '财们这时对会说发现开关动单还钱账号码设请输认确记录员产额为无过进区间个东车头实应际经变选项显图标' +
    '问题类网络数据统计总结务币银盘赔涨验证级换费种历户联质优误错让给转终链节奖览订购亏损谢长胜负块' +
    '规则约释处条态线广视频难纪语简体页领队击',
);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);

/** Every Traditional Chinese text under `value` (a zh-TW bundle, or a `cht` / `*_cht` field), by path. */
function traditional(value: unknown, where: string, inside: boolean, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return inside ? [`${where}: ${value}`] : [];
  if (!isPlain(value) || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, v]) =>
    traditional(v, `${where}.${key}`, inside || key === 'cht' || key.endsWith('_cht') || key === 'zh-TW', seen),
  );
}

describe('Traditional Chinese texts', () => {
  it('use no character that only Simplified Chinese writes, in the app, the console and the server', () => {
    const announcement = chainArticle({
      id: 1,
      game_type: GAME_TYPES[0],
      terminal_hash: 'a'.repeat(64),
      salt: 'salt',
      salt_origin: 'operator',
      length: 100,
    });
    const texts = [
      ...traditional(zhTW, 'app', true),
      ...traditional(adminZhTW, 'console', true),
      ...traditional(verifyZhTW, 'verify', true),
      ...traditional(errorsZhTW, 'errors', true),
      ...traditional({ ...contract }, 'contract', false),
      ...traditional(
        { SEED_ARTICLES, SEED_BANNERS, DEFAULT_ROOMS, products: seedProducts(), announcement },
        'seed',
        false,
      ),
    ];
    // The walk reaches each kind of text (a guard against a walk that finds nothing to check).
    for (const part of ['app.', 'console.', 'errors.', 'contract.', 'seed.SEED_ARTICLES', 'seed.announcement'])
      expect(
        texts.some((t) => t.startsWith(part)),
        part,
      ).toBe(true);
    expect(texts.filter((t) => [...t].some((c) => SIMPLIFIED_ONLY.has(c)))).toEqual([]);
  });
});
