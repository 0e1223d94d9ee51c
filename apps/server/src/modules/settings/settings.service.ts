import { type AppConfig, appConfigData, MIN_RECHARGE_USD, RULES } from '@roundhouse/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { Memo } from '../../db/memo.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** What an operator can change (DESIGN.md §9); everything else in getconfig follows from the server's config. */
const editable = appConfigData.pick({
  app_name: true,
  kefu_url: true,
  exchanges: true,
  versions: true,
  deposit_instructions: true,
  vip_levels: true,
});
type Editable = typeof editable.shape;

const DEFAULTS = {
  app_name: 'Roundhouse',
  kefu_url: '',
  deposit_instructions: '',
  exchanges: [
    { name: 'Binance', url: 'https://www.binance.com' },
    { name: 'Coinbase', url: 'https://www.coinbase.com' },
    { name: 'Kraken', url: 'https://www.kraken.com' },
    { name: 'OKX', url: 'https://www.okx.com' },
  ],
  versions: { android: { version: '0.1.0', url: '' }, ios: { version: '0.1.0', url: '' } },
  // Lifetime settled stake in USD for levels 1-8 (play money in the demo: a few evenings' play
  // reaches the VIP hall).
  vip_levels: [
    { level: 1, stake: 1_000, name: { en: 'Bronze', chs: '青铜', cht: '青銅' } },
    { level: 2, stake: 5_000, name: { en: 'Silver', chs: '白银', cht: '白銀' } },
    { level: 3, stake: 20_000, name: { en: 'Gold', chs: '黄金', cht: '黃金' } },
    { level: 4, stake: 50_000, name: { en: 'Platinum', chs: '铂金', cht: '鉑金' } },
    { level: 5, stake: 100_000, name: { en: 'Sapphire', chs: '蓝宝石', cht: '藍寶石' } },
    { level: 6, stake: 250_000, name: { en: 'Ruby', chs: '红宝石', cht: '紅寶石' } },
    { level: 7, stake: 500_000, name: { en: 'Emerald', chs: '翡翠', cht: '翡翠' } },
    { level: 8, stake: 1_000_000, name: { en: 'Diamond', chs: '钻石', cht: '鑽石' } },
  ],
};

export class SettingsService {
  /** The app's configuration while the change feed is live: getconfig is the first call of every visit. */
  private readonly memo: Memo<'all', AppConfig>;

  constructor(
    private readonly repo: SettingsRepository,
    private readonly server: { mode: AppConfig['mode']; smsEnabled: boolean },
    changes?: ChangeFeed,
  ) {
    this.memo = new Memo(changes, (change) => change.table === 'app_settings');
  }

  async appConfig(): Promise<AppConfig> {
    return (await this.memo.get('all', () => this.read())) as AppConfig;
  }

  private async read(): Promise<AppConfig> {
    const stored = await this.repo.all();
    const values: Record<string, unknown> = { ...DEFAULTS };
    for (const key of Object.keys(editable.shape) as (keyof Editable)[]) {
      // A stored value that no longer fits the schema is ignored rather than breaking the app shell.
      const parsed = editable.shape[key].safeParse(stored[key]);
      if (parsed.success) values[key] = parsed.data;
    }
    return {
      ...(values as Pick<AppConfig, keyof Editable>),
      mode: this.server.mode,
      default_quhao: RULES.defaultQuhao,
      sms_enabled: this.server.smsEnabled,
      min_recharge: MIN_RECHARGE_USD,
    };
  }

  async update(values: Partial<Pick<AppConfig, keyof Editable>>): Promise<void> {
    for (const [key, value] of Object.entries(editable.partial().parse(values))) {
      if (value !== undefined) await this.repo.set(key, value);
    }
    this.memo.drop(() => true);
  }
}
