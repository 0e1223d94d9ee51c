import {
  type AdminSettings,
  type AppConfig,
  appConfigData,
  MIN_RECHARGE_USD,
  RULES,
  type WithdrawRules,
  withdrawRules,
} from '@roundhouse/contract';
import { sql } from 'kysely';
import * as z from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { Memo } from '../../db/memo.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import { canonicalJson } from '../audit/diff.ts';
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

/** Settings the server keeps that getconfig does not answer (the console edits or reads them). */
const NO_WITHDRAW_RULES: WithdrawRules = { daily_count: 0, min: 0, two_approvals_from: 0 };
const lastAudit = z.object({ ok: z.boolean(), at: z.string(), problems: z.number().int() });

export class SettingsService {
  /** The app's configuration while the change feed is live: getconfig is the first call of every visit. */
  private readonly memo: Memo<'all', AppConfig>;
  private readonly rawMemo: Memo<'raw', Record<string, unknown>>;

  constructor(
    private readonly repo: SettingsRepository,
    private readonly server: { mode: AppConfig['mode']; smsEnabled: boolean },
    changes?: ChangeFeed,
    private readonly console?: { db: Db; audit: AuditLog },
  ) {
    const reads = [{ table: 'app_settings', columns: 'all', on: ['insert', 'delete'] }] as const;
    this.memo = new Memo(changes, (change) => change.table === 'app_settings', {
      reads: { name: 'settings: the app config', tables: reads },
    });
    this.rawMemo = new Memo(changes, (change) => change.table === 'app_settings', {
      reads: { name: 'settings: the stored values', tables: reads },
    });
  }

  async appConfig(): Promise<AppConfig> {
    return (await this.memo.get('all', () => this.read())) as AppConfig;
  }

  private async stored(): Promise<Record<string, unknown>> {
    return (await this.rawMemo.get('raw', () => this.repo.all())) ?? {};
  }

  /** A stored value that fits its schema, or the fallback. */
  async value<T>(key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
    const parsed = schema.safeParse((await this.stored())[key]);
    return parsed.success ? parsed.data : fallback;
  }

  withdrawRules(): Promise<WithdrawRules> {
    return this.value('withdraw_rules', withdrawRules, NO_WITHDRAW_RULES);
  }

  lastLedgerAudit() {
    return this.value('last_ledger_audit', lastAudit.nullable(), null);
  }

  /** When the ledger was last audited whole (the scheduled whole audit waits for its interval from it). */
  lastFullLedgerAudit() {
    return this.value('last_full_ledger_audit', z.string().nullable(), null);
  }

  async recordLedgerAudit(result: z.infer<typeof lastAudit>, whole: boolean): Promise<void> {
    await this.repo.set('last_ledger_audit', result);
    if (whole) await this.repo.set('last_full_ledger_audit', result.at);
    this.drop();
  }

  /** What the console's settings screen edits. */
  async adminSettings(): Promise<AdminSettings & { vip_levels: AppConfig['vip_levels'] }> {
    const config = await this.appConfig();
    return {
      app_name: config.app_name,
      kefu_url: config.kefu_url,
      deposit_instructions: config.deposit_instructions,
      exchanges: config.exchanges,
      versions: config.versions,
      vip_levels: config.vip_levels,
      withdraw_rules: await this.withdrawRules(),
    };
  }

  /**
   * Writes console settings and their audit row in one transaction: the values before and after
   * are recorded key by key (only the keys that changed).
   */
  async save(actor: Actor, values: Record<string, unknown>, action: string): Promise<void> {
    if (!this.console) throw new Error('settings: no console dependencies');
    const { db, audit } = this.console;
    await db.transaction().execute(async (trx) => {
      // One console change of settings at a time, each against what the one before it wrote.
      await sql`select pg_advisory_xact_lock(hashtext('app_settings'))`.execute(trx);
      const stored = await this.repo.all(trx);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) {
        const current =
          key in stored
            ? stored[key]
            : key === 'withdraw_rules'
              ? NO_WITHDRAW_RULES
              : DEFAULTS[key as keyof typeof DEFAULTS];
        if (canonicalJson(current) === canonicalJson(value)) continue;
        before[key] = current;
        after[key] = value;
        await this.repo.set(key, value, trx);
      }
      if (Object.keys(after).length > 0) await audit.record(trx, actor, action, 'settings', before, after);
    });
    this.drop();
  }

  private drop(): void {
    this.memo.drop(() => true);
    this.rawMemo.drop(() => true);
  }

  private async read(): Promise<AppConfig> {
    const stored = await this.stored();
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
    this.drop();
  }
}
