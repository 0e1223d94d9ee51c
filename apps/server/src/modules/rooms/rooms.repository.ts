import type { Hall } from '@roundhouse/game';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ROOM_TEXTS, type RoomFields, type RoomRow, type RoomsTable } from '../../db/schema.ts';
import { TextRows } from '../../db/text-rows.ts';
import { flatTexts } from '../../db/texts.ts';

/** A room as the code sees it: its title (one JSON column, db/texts.ts) a field per language. */
const toRoom = (row: Selectable<RoomsTable>) => flatTexts<RoomRow>(row, ROOM_TEXTS);

export class RoomsRepository {
  /** Counted and seeded; locked, made and changed by the console. */
  readonly roomRows: TextRows<'rooms', RoomFields, RoomRow>;

  constructor(private readonly db: Db) {
    this.roomRows = new TextRows(db, 'rooms', ROOM_TEXTS, toRoom);
  }

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

  async promoteDueRates(now: Date): Promise<number> {
    const result = await sql`
      update rooms set rate0_bp = next_rate0_bp, rate1_bp = next_rate1_bp, rate2_bp = next_rate2_bp,
        rate3_bp = next_rate3_bp, next_rate0_bp = null, next_rate1_bp = null, next_rate2_bp = null,
        next_rate3_bp = null, next_rates_from = null
      where next_rates_from <= ${now}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
