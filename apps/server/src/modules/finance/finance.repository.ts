import type { LangFields } from '@roundhouse/contract';
import type { Cents } from '@roundhouse/game';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import {
  type FinanceContractRow,
  type FinanceContractsTable,
  type FinanceProductFields,
  type FinanceProductsTable,
  PRODUCT_TEXTS,
} from '../../db/schema.ts';
import { TextRows } from '../../db/text-rows.ts';
import { flatTexts, type Texts } from '../../db/texts.ts';

/** A product's name and contract (one JSON column each, db/texts.ts) a field per language. */
const toProduct = <R extends { name: Texts; contract: Texts }>(row: R) =>
  flatTexts<Omit<R, 'name' | 'contract'> & LangFields<'name', string> & LangFields<'contract', string>>(
    row,
    PRODUCT_TEXTS,
  );

/** A product as the code sees it. */
type ProductRow = ReturnType<typeof toProduct<Selectable<FinanceProductsTable>>>;

export class FinanceRepository {
  /** Counted and seeded; locked, made and changed by the console. */
  readonly productRows: TextRows<'finance_products', FinanceProductFields, ProductRow>;

  constructor(private readonly db: Db) {
    this.productRows = new TextRows(db, 'finance_products', PRODUCT_TEXTS, toProduct);
  }

  async enabledProducts() {
    const rows = await this.db
      .selectFrom('finance_products')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('min_cents')
      .execute();
    return rows.map(toProduct);
  }

  async product(id: number) {
    const row = await this.db.selectFrom('finance_products').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toProduct(row);
  }

  insertContract(trx: Executor, row: Insertable<FinanceContractsTable>): Promise<FinanceContractRow> {
    return trx.insertInto('finance_contracts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  contractByRequest(trx: Executor, userId: number, requestId: string) {
    return trx
      .selectFrom('finance_contracts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
  }

  /** A member's contracts with what each has been paid so far, newest first. */
  async contracts(userId: number, id?: number) {
    let query = this.db
      .selectFrom('finance_contracts as c')
      .innerJoin('finance_products as p', 'p.id', 'c.product_id')
      .selectAll('c')
      .select('p.name')
      .select((eb) =>
        eb
          .selectFrom('finance_accruals as a')
          .whereRef('a.contract_id', '=', 'c.id')
          .select(sql<string>`coalesce(sum(a.amount_cents), 0)`.as('s'))
          .as('accrued_cents'),
      )
      .where('c.user_id', '=', userId)
      .orderBy('c.id', 'desc');
    if (id !== undefined) query = query.where('c.id', '=', id);
    const rows = await query.execute();
    return rows.map((row) => flatTexts<Omit<typeof row, 'name'> & LangFields<'name', string>>(row, PRODUCT_TEXTS));
  }

  accruals(contractId: number) {
    return this.db
      .selectFrom('finance_accruals')
      .selectAll()
      .where('contract_id', '=', contractId)
      .orderBy('period')
      .execute();
  }

  /** Active contracts with a period due, by the partial index on next_accrual_at. */
  async dueContracts(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('finance_contracts')
      .select('id')
      .where('status', '=', 'active')
      .where('next_accrual_at', '<=', now)
      .orderBy('next_accrual_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** How many contracts have an accrual or maturity due now (the metrics, issue 25). */
  async dueCount(now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('finance_contracts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'active')
      .where('next_accrual_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The contract, locked until the transaction ends: one process pays it at a time. */
  lockContract(trx: Executor, id: number) {
    return trx.selectFrom('finance_contracts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** The payments of some periods; (contract, period) is the key, so none can be written twice. */
  async insertAccruals(trx: Executor, contractId: number, payments: { period: number; amount: Cents }[]) {
    await trx
      .insertInto('finance_accruals')
      .values(payments.map((p) => ({ contract_id: contractId, period: p.period, amount_cents: p.amount })))
      .execute();
  }

  async advance(
    trx: Executor,
    id: number,
    state: { paid_periods: number; next_accrual_at: Date | null; status: 'active' | 'matured' },
  ): Promise<void> {
    await trx.updateTable('finance_contracts').set(state).where('id', '=', id).execute();
  }

  // The console (issue 12).

  allProducts() {
    return this.db
      .selectFrom('finance_products as p')
      .selectAll('p')
      .select((eb) =>
        eb
          .selectFrom('finance_contracts as c')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('c.product_id', '=', 'p.id')
          .where('c.status', '=', 'active')
          .as('active'),
      )
      .orderBy('p.sort')
      .orderBy('p.id')
      .execute()
      .then((rows) => rows.map((r) => toProduct({ ...r, active: Number(r.active ?? 0) })));
  }
}
