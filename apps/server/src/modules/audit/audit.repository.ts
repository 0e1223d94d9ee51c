import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(
    trx: Executor,
    row: { actorId: number; actor: string; action: string; target: string; before: unknown; after: unknown },
  ): Promise<void> {
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
    await trx
      .insertInto('admin_audit')
      .values({
        actor_id: row.actorId,
        actor: row.actor,
        action: row.action,
        target: row.target,
        before: json(row.before),
        after: json(row.after),
      })
      .execute();
  }

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('admin_audit');
    if (filter.actor) query = query.where(sql<boolean>`actor ilike ${`%${escapeLike(filter.actor)}%`}`);
    if (filter.action) query = query.where(sql<boolean>`action ilike ${`${escapeLike(filter.action)}%`}`);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    return query;
  }

  list(filter: AuditFilter, limit: number, offset: number) {
    return this.filtered(filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(filter: AuditFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
