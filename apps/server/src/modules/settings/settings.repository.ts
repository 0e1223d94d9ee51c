import type { Db } from '../../db/database.ts';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async all(): Promise<Record<string, unknown>> {
    const rows = await this.db.selectFrom('app_settings').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async set(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('app_settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .execute();
  }
}
