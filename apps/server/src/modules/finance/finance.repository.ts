import { type Insertable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { FinanceContractRow, FinanceContractsTable, FinanceProductsTable } from '../../db/schema.ts';

export interface DueAccrual {
  contract_id: number;
  user_id: number;
  days: number;
  interest_cents: number;
  period: number;
}

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
      .select(['p.name_en', 'p.name_chs', 'p.name_cht'])
      .select((eb) => [
        eb
          .selectFrom('finance_accruals as a')
          .whereRef('a.contract_id', '=', 'c.id')
          .select(sql<string>`count(*)`.as('n'))
          .as('periods_paid'),
        eb
          .selectFrom('finance_accruals as a')
          .whereRef('a.contract_id', '=', 'c.id')
          .select(sql<string>`coalesce(sum(a.amount_cents), 0)`.as('s'))
          .as('accrued_cents'),
      ])
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

  /** Periods that are due and not paid, oldest first (a restart pays every missed one). */
  async dueAccruals(now: Date, limit: number): Promise<DueAccrual[]> {
    const { rows } = await sql<DueAccrual>`
      select c.id as contract_id, c.user_id, c.days, c.interest_cents::float8 as interest_cents, p.period
      from finance_contracts c
      cross join lateral generate_series(1, c.days) as p(period)
      where c.status = 'active'
        and c.starts_at + make_interval(secs => p.period::float8 * c.period_seconds) <= ${now}
        and not exists (select 1 from finance_accruals a where a.contract_id = c.id and a.period = p.period)
      order by c.id, p.period
      limit ${limit}`.execute(this.db);
    return rows;
  }

  /** Claims one period; false when another process (or an earlier run) paid it. */
  async claimAccrual(trx: Executor, contractId: number, period: number, amount: number): Promise<boolean> {
    const row = await trx
      .insertInto('finance_accruals')
      .values({ contract_id: contractId, period, amount_cents: amount as never })
      .onConflict((oc) => oc.columns(['contract_id', 'period']).doNothing())
      .returning('period')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Contracts past maturity whose every period is paid. */
  dueMaturities(now: Date) {
    return this.db
      .selectFrom('finance_contracts as c')
      .select(['c.id', 'c.user_id', 'c.principal_cents'])
      .where('c.status', '=', 'active')
      .where('c.matures_at', '<=', now)
      .where(
        (eb) =>
          eb
            .selectFrom('finance_accruals as a')
            .whereRef('a.contract_id', '=', 'c.id')
            .select(sql<number>`count(*)::int`.as('n')),
        '=',
        sql<number>`c.days`,
      )
      .limit(500)
      .execute();
  }

  /** active → matured, once. */
  async mature(trx: Executor, id: number): Promise<boolean> {
    const row = await trx
      .updateTable('finance_contracts')
      .set({ status: 'matured' })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
