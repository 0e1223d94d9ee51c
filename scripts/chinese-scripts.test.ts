import * as contract from '@roundhouse/contract';
import { GAME_TYPES } from '@roundhouse/game';
import { describe, expect, it } from 'vitest';
import { chainArticle } from '../apps/server/src/modules/content/chain-article.ts';
import { SEED_ARTICLES, SEED_BANNERS } from '../apps/server/src/modules/content/content.seed.ts';
import { seedProducts } from '../apps/server/src/modules/finance/finance.seed.ts';
import { DEFAULT_ROOMS } from '../apps/server/src/modules/rooms/rooms.seed.ts';
import adminZhCN from '../apps/web/src/features/admin/i18n/zh-CN.json' with { type: 'json' };
import adminZhTW from '../apps/web/src/features/admin/i18n/zh-TW.json' with { type: 'json' };
import verifyZhCN from '../apps/web/src/features/games/i18n/verify.zh-CN.json' with { type: 'json' };
import verifyZhTW from '../apps/web/src/features/games/i18n/verify.zh-TW.json' with { type: 'json' };
import errorsZhCN from '../apps/web/src/i18n/errors/zh-CN.json' with { type: 'json' };
import errorsZhTW from '../apps/web/src/i18n/errors/zh-TW.json' with { type: 'json' };
import zhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import zhTW from '../apps/web/src/i18n/zh-TW.json' with { type: 'json' };
import { TEXTS as VERIFIER } from '../packages/verify/src/texts.ts';
import { MAINLAND_WORDS } from './mainland-words.ts';

/**
 * Characters one script writes where the other writes another (财 / 財, 们 / 們…), pair by pair. One
 * of them in the other script's text is a text copied across and not converted: the console's
 * Traditional "理财合約" was.
 */
const SIMPLIFIED =
  '财们这时对会说发现开关动单还钱账号码设请输认确记录员产额为无过进区间个东车头实应际经变选项显图标' +
  '问题类网络数据统计总结务币银盘赔涨验证级换费种历户联质优误错让给转终链节奖览订购亏损谢长胜负块' +
  '规则约释处条态线广视频难纪语简体页领队击';
const TRADITIONAL =
  '財們這時對會說發現開關動單還錢賬號碼設請輸認確記錄員產額為無過進區間個東車頭實應際經變選項顯圖標' +
  '問題類網絡數據統計總結務幣銀盤賠漲驗證級換費種歷戶聯質優誤錯讓給轉終鏈節獎覽訂購虧損謝長勝負塊' +
  '規則約釋處條態線廣視頻難紀語簡體頁領隊擊';

const SCRIPTS = {
  cht: { keys: ['cht', 'zh-TW'], foreign: new Set(SIMPLIFIED) },
  chs: { keys: ['chs', 'zh-CN'], foreign: new Set(TRADITIONAL) },
} as const;
type Script = keyof typeof SCRIPTS;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);

/** Every text of `script` under `value` (a whole bundle when `inside`, else its `cht` / `*_cht` fields), by path. */
function textsOf(script: Script, value: unknown, where: string, inside: boolean, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return inside ? [`${where}: ${value}`] : [];
  if (!isPlain(value) || seen.has(value)) return [];
  seen.add(value);
  const { keys } = SCRIPTS[script];
  return Object.entries(value).flatMap(([key, v]) =>
    textsOf(script, v, `${where}.${key}`, inside || keys.some((k) => key === k || key.endsWith(`_${k}`)), seen),
  );
}

const announcement = chainArticle({
  id: 1,
  game_type: GAME_TYPES[0],
  terminal_hash: 'a'.repeat(64),
  salt: 'salt',
  salt_origin: 'operator',
  length: 100,
});
const server = { SEED_ARTICLES, SEED_BANNERS, DEFAULT_ROOMS, products: seedProducts(), announcement };
const BUNDLES: Record<Script, Record<string, object>> = {
  cht: { app: zhTW, console: adminZhTW, verify: verifyZhTW, errors: errorsZhTW, verifier: VERIFIER['zh-TW'] },
  chs: { app: zhCN, console: adminZhCN, verify: verifyZhCN, errors: errorsZhCN, verifier: VERIFIER['zh-CN'] },
};

/** Every Chinese text of `script` we ship: the web's bundles, the contract's texts and the server's seeds. */
function allTexts(script: Script): string[] {
  return [
    ...Object.entries(BUNDLES[script]).flatMap(([name, bundle]) => textsOf(script, bundle, name, true)),
    ...textsOf(script, { ...contract }, 'contract', false),
    ...textsOf(script, server, 'seed', false),
  ];
}

describe('Chinese texts', () => {
  it.each(Object.keys(SCRIPTS) as Script[])(
    'in %s use no character only the other script writes: app, console, contract and server',
    (script) => {
      const texts = allTexts(script);
      // The walk reaches each kind of text (a guard against a walk that finds nothing to check).
      for (const part of ['app.', 'console.', 'errors.', 'contract.', 'seed.SEED_ARTICLES', 'seed.announcement'])
        expect(
          texts.some((t) => t.startsWith(part)),
          part,
        ).toBe(true);
      const { foreign } = SCRIPTS[script];
      expect(texts.filter((t) => [...t].some((c) => foreign.has(c)))).toEqual([]);
    },
  );

  it("call a round's payout 派彩 in both scripts, never 派奖 / 派獎 beside it", () => {
    const found = [...allTexts('chs'), ...allTexts('cht')].filter((text) => /派奖|派獎/.test(text));
    expect(found).toEqual([]);
  });

  it("in zh-TW use Traditional Chinese words, not the mainland's written in Traditional characters", () => {
    const found = allTexts('cht').flatMap((text) =>
      MAINLAND_WORDS.filter(([word]) => word.test(text)).map(([word, ours]) => `${word.source} (${ours}) in ${text}`),
    );
    expect(found).toEqual([]);
  });
});
