import type { Hall } from '@roundhouse/game';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { RoomRow, RoomsTable } from '../../db/schema.ts';

export class RoomsRepository {
  constructor(private readonly db: Db) {}

  byHall(hall: Hall): Promise<RoomRow[]> {
    return this.db
      .selectFrom('rooms')
      .selectAll()
      .where('hall', '=', hall)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Every enabled room of both halls, as the how-to-play page lists them. */
  enabled(): Promise<RoomRow[]> {
    return this.db
      .selectFrom('rooms')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('hall', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  find(id: number): Promise<RoomRow | undefined> {
    return this.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('rooms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every room, enabled or not (the console). */
  all(): Promise<RoomRow[]> {
    return this.db.selectFrom('rooms').selectAll().orderBy('hall', 'desc').orderBy('sort').orderBy('id').execute();
  }

  lockForUpdate(trx: Executor, id: number): Promise<RoomRow | undefined> {
    return trx.selectFrom('rooms').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  insertOne(trx: Executor, room: Insertable<RoomsTable>): Promise<RoomRow> {
    return trx.insertInto('rooms').values(room).returningAll().executeTakeFirstOrThrow();
  }

  update(trx: Executor, id: number, room: Updateable<RoomsTable>): Promise<RoomRow> {
    return trx.updateTable('rooms').set(room).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  async promoteDueRates(now: Date): Promise<number> {
    const result = await sql`
      update rooms set rate0_bp = next_rate0_bp, rate1_bp = next_rate1_bp, rate2_bp = next_rate2_bp,
        rate3_bp = next_rate3_bp, next_rate0_bp = null, next_rate1_bp = null, next_rate2_bp = null,
        next_rate3_bp = null, next_rates_from = null
      where next_rates_from <= ${now}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  async insert(rooms: Insertable<RoomsTable>[]): Promise<void> {
    await this.db.insertInto('rooms').values(rooms).execute();
  }
}
