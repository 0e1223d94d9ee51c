import { langKeys } from '@roundhouse/contract';
import type { Cents } from '@roundhouse/game';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { FinanceContractRow, FinanceContractsTable, FinanceProductsTable } from '../../db/schema.ts';

export class FinanceRepository {
  constructor(private readonly db: Db) {}

  enabledProducts() {
    return this.db
      .selectFrom('finance_products')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('min_cents')
      .execute();
  }

  product(id: number) {
    return this.db.selectFrom('finance_products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async productCount(): Promise<number> {
    const row = await this.db
      .selectFrom('finance_products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertProducts(rows: Insertable<FinanceProductsTable>[]): Promise<void> {
    await this.db.insertInto('finance_products').values(rows).execute();
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
  contracts(userId: number, id?: number) {
    let query = this.db
      .selectFrom('finance_contracts as c')
      .innerJoin('finance_products as p', 'p.id', 'c.product_id')
      .selectAll('c')
      .select(langKeys('p.name'))
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
    return query.execute();
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
      .then((rows) => rows.map((r) => ({ ...r, active: Number(r.active ?? 0) })));
  }

  productLocked(trx: Executor, id: number) {
    return trx.selectFrom('finance_products').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  insertProduct(trx: Executor, row: Insertable<FinanceProductsTable>) {
    return trx.insertInto('finance_products').values(row).returningAll().executeTakeFirstOrThrow();
  }

  updateProduct(trx: Executor, id: number, row: Updateable<FinanceProductsTable>) {
    return trx.updateTable('finance_products').set(row).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }
}
