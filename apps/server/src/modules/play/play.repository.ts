import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { PlayLimitRow } from '../../db/schema.ts';

export interface PlayRows {
  limits: PlayLimitRow[];
  reminder_minutes: number | null;
  excluded_until: Date | null;
}

export class PlayRepository {
  constructor(private readonly db: Db) {}

  /** A member's limits and settings, through `db` (the caller's transaction when it holds one). */
  async rows(userId: number, db: Executor = this.db): Promise<PlayRows> {
    const [limits, settings] = await Promise.all([
      db.selectFrom('play_limits').selectAll().where('user_id', '=', userId).execute(),
      db
        .selectFrom('play_settings')
        .select(['reminder_minutes', 'excluded_until'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return {
      limits,
      reminder_minutes: settings?.reminder_minutes ?? null,
      excluded_until: settings?.excluded_until ?? null,
    };
  }

  /** One member's money-moving requests one after another, while their limits are checked. */
  async lockMember(trx: Executor, userId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext('play-limits'), ${userId})`.execute(trx);
  }

  async limitForUpdate(trx: Executor, userId: number, kind: 'deposit' | 'loss') {
    return trx
      .selectFrom('play_limits')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
  }

  async saveLimit(trx: Executor, row: Omit<PlayLimitRow, 'updated_at'>): Promise<void> {
    const values = { ...row, updated_at: new Date() };
    await trx
      .insertInto('play_limits')
      .values(values)
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
      .execute();
  }

  async setReminder(userId: number, minutes: number | null): Promise<void> {
    await this.db
      .insertInto('play_settings')
      .values({ user_id: userId, reminder_minutes: minutes })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminder_minutes: minutes, updated_at: new Date() }))
      .execute();
  }

  /** Extends the exclusion to `until`; an exclusion already running longer is kept as it is. */
  async exclude(userId: number, until: Date): Promise<void> {
    await sql`
      insert into play_settings (user_id, excluded_until) values (${userId}, ${until})
      on conflict (user_id) do update
      set excluded_until = greatest(coalesce(play_settings.excluded_until, ${until}), ${until}), updated_at = now()`.execute(
      this.db,
    );
  }
}
