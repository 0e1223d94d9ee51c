import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db, Executor } from './database.ts';
import type { Database } from './schema.ts';
import { storedTexts, type TextFields } from './texts.ts';

/** The tables whose texts are JSON columns (decision 031), each edited row by row in the console. */
type TextTable = 'articles' | 'banners' | 'rooms' | 'finance_products';

/**
 * How these statements see the table: by its id, its other columns as the row and the values say.
 * (Kysely's types cannot follow a table named by a type parameter; the rows are typed at the edge.)
 */
type AnyTextTable = Kysely<{ text_table: { id: Generated<number> } & Record<string, unknown> }>;

/**
 * A text table's rows as the console writes them: counted, seeded, locked, made and changed, each
 * read back as the code sees it (a field per language, db/texts.ts). A repository keeps one beside
 * its own queries; `saved` gives `AuditLog.saveRow` its steps.
 */
export class TextRows<T extends TextTable, Fields, Row> {
  /** The table, as the statements' types know it (AnyTextTable). */
  private readonly table: 'text_table';

  constructor(
    private readonly db: Db,
    table: T,
    private readonly fields: TextFields,
    /** A stored row as the code sees it. */
    private readonly toRow: (row: Selectable<Database[T]>) => Row,
  ) {
    this.table = table as TextTable as 'text_table';
  }

  async count(): Promise<number> {
    const row = await this.on(this.db)
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertMany(rows: Insertable<Fields>[]): Promise<void> {
    const values = rows.map((row) => storedTexts<object>(row, this.fields));
    await this.on(this.db).insertInto(this.table).values(values).execute();
  }

  async locked(trx: Executor, id: number): Promise<Row | undefined> {
    const row = await this.on(trx)
      .selectFrom(this.table)
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && this.read(row);
  }

  async insert(trx: Executor, values: Insertable<Fields>): Promise<Row> {
    const stored = storedTexts<object>(values, this.fields);
    return this.read(await this.on(trx).insertInto(this.table).values(stored).returningAll().executeTakeFirstOrThrow());
  }

  /** `also`: columns of the table's own that every edit sets (an article's updated_at). */
  async update(
    trx: Executor,
    id: number,
    values: Updateable<Fields>,
    also: Updateable<Database[T]> = {},
  ): Promise<Row> {
    const stored = { ...storedTexts<object>(values, this.fields), ...also };
    return this.read(
      await this.on(trx)
        .updateTable(this.table)
        .set(stored)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  /** What `AuditLog.saveRow` asks of a row made (no id) or edited with these fields, in `trx`. */
  saved(trx: Executor, fields: Insertable<Fields> & Updateable<Fields>, also: Updateable<Database[T]> = {}) {
    return {
      insert: () => this.insert(trx, fields),
      locked: (id: number) => this.locked(trx, id),
      update: (id: number) => this.update(trx, id, fields, also),
    };
  }

  /** A builder for this table's statements, which names it as the types know it. */
  private on(executor: Executor): AnyTextTable {
    return executor as unknown as AnyTextTable;
  }

  private read(row: object): Row {
    return this.toRow(row as Selectable<Database[T]>);
  }
}
