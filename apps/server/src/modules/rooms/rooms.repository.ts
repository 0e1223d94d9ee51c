import type { Hall } from '@roundhouse/game';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { ROOM_TEXTS, type RoomFields, type RoomRow, type RoomsTable } from '../../db/schema.ts';
import { flatTexts, storedTexts } from '../../db/texts.ts';

/** A room as the code sees it: its title (one JSON column, db/texts.ts) a field per language. */
const toRoom = (row: Selectable<RoomsTable>) => flatTexts<RoomRow>(row, ROOM_TEXTS);

export class RoomsRepository {
  constructor(private readonly db: Db) {}

  async byHall(hall: Hall): Promise<RoomRow[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .selectAll()
      .where('hall', '=', hall)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toRoom);
  }

  /** Every enabled room of both halls, as the how-to-play page lists them. */
  async enabled(): Promise<RoomRow[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('hall', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toRoom);
  }

  async find(id: number): Promise<RoomRow | undefined> {
    const row = await this.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRoom(row);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('rooms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every room, enabled or not (the console). */
  async all(): Promise<RoomRow[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .selectAll()
      .orderBy('hall', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toRoom);
  }

  async lockForUpdate(trx: Executor, id: number): Promise<RoomRow | undefined> {
    const row = await trx.selectFrom('rooms').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && toRoom(row);
  }

  async insertOne(trx: Executor, room: Insertable<RoomFields>): Promise<RoomRow> {
    const values = storedTexts<Insertable<RoomsTable>>(room, ROOM_TEXTS);
    return toRoom(await trx.insertInto('rooms').values(values).returningAll().executeTakeFirstOrThrow());
  }

  async update(trx: Executor, id: number, room: Updateable<RoomFields>): Promise<RoomRow> {
    const values = storedTexts<Updateable<RoomsTable>>(room, ROOM_TEXTS);
    return toRoom(
      await trx.updateTable('rooms').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    );
  }

  async promoteDueRates(now: Date): Promise<number> {
    const result = await sql`
      update rooms set rate0_bp = next_rate0_bp, rate1_bp = next_rate1_bp, rate2_bp = next_rate2_bp,
        rate3_bp = next_rate3_bp, next_rate0_bp = null, next_rate1_bp = null, next_rate2_bp = null,
        next_rate3_bp = null, next_rates_from = null
      where next_rates_from <= ${now}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  async insert(rooms: Insertable<RoomFields>[]): Promise<void> {
    const values = rooms.map((room) => storedTexts<Insertable<RoomsTable>>(room, ROOM_TEXTS));
    await this.db.insertInto('rooms').values(values).execute();
  }
}
