import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RoomRow, RoomsTable } from '../../db/schema.ts';

export class RoomsRepository {
  constructor(private readonly db: Db) {}

  byHall(hall: 1 | 2): Promise<RoomRow[]> {
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

  async insert(rooms: Insertable<RoomsTable>[]): Promise<void> {
    await this.db.insertInto('rooms').values(rooms).execute();
  }
}
