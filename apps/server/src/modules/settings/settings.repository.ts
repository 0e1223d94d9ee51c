import type { Db, Executor } from '../../db/database.ts';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async all(executor: Executor = this.db): Promise<Record<string, unknown>> {
    const rows = await executor.selectFrom('app_settings').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async set(key: string, value: unknown, executor: Executor = this.db): Promise<void> {
    const json = JSON.stringify(value);
    await executor
      .insertInto('app_settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .execute();
  }
}
