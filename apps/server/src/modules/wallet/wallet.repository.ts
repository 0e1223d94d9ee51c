import { type Cents, cents } from '@roundhouse/game';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { BankCardsTable, Database, DepositsTable, WithdrawalsTable } from '../../db/schema.ts';
import { type QueuePage, queueMatching, queueRows } from './queue-query.ts';

/** The decisions an operator may take on each queue's pending requests. */
type Decisions = { deposits: 'confirmed' | 'rejected'; withdrawals: 'paid' | 'rejected' };

type NewCard = Omit<BankCardsTable, 'id' | 'created_at' | 'deleted_at'>;

export class WalletRepository {
  constructor(private readonly db: Db) {}

  // Withdrawal accounts

  liveCards(userId: number) {
    return this.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /**
   * Inserts a card unless the member already has `max` (answers 'full') or the same account is
   * already saved (undefined). The member's card lock makes the count hold under a burst.
   */
  insertCard(card: NewCard, max: number): Promise<{ id: number } | 'full' | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('bank-cards'), ${card.user_id})`.execute(trx);
      const row = await trx
        .selectFrom('bank_cards')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', card.user_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= max) return 'full';
      return trx
        .insertInto('bank_cards')
        .values(card)
        .onConflict((oc) => oc.columns(['user_id', 'fingerprint']).where('deleted_at', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
    });
  }

  async deleteCard(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('bank_cards')
      .set({ deleted_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  findLiveCard(userId: number, id: number) {
    return this.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  // Deposits

  /** Inserts a deposit (its request id, if any, was claimed first: modules/request-keys). */
  insertDeposit(
    trx: Executor,
    row: Pick<Insertable<DepositsTable>, 'user_id' | 'amount_cents' | 'status' | 'reference' | 'request_id'> & {
      decided_at: Date | null;
    },
  ) {
    return trx.insertInto('deposits').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** What a deposit limit counts since `since`: deposits asked for (pending) or credited. */
  async depositsSince(db: Executor, userId: number, since: Date): Promise<Cents> {
    const row = await db
      .selectFrom('deposits')
      .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return cents(Number(row.total));
  }

  /** The deposit a request id created. */
  depositByRequest(trx: Executor, userId: number, requestId: string) {
    return trx
      .selectFrom('deposits')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Moves a pending deposit or withdrawal to a decision; undefined when it is not pending (or does
   * not exist). Both queues keep a decision in the same three columns.
   */
  decide<T extends keyof Decisions>(
    trx: Executor,
    queue: T,
    id: number,
    status: Decisions[T],
    operatorId: number,
    note: string,
  ) {
    // One statement for both tables: Kysely cannot follow a table name chosen by a type parameter,
    // so the statement is typed for deposits and its row as the queue's own.
    return trx
      .updateTable(queue as 'deposits')
      .set({ status: status as Decisions['deposits'], decided_at: sql<Date>`now()`, decided_by: operatorId, note })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
  }

  /** A deposit about to be decided, locked, with its member's account status. */
  depositForDecision(trx: Executor, id: number) {
    return trx
      .selectFrom('deposits')
      .innerJoin('users', 'users.id', 'deposits.user_id')
      .select(['deposits.id', 'deposits.status', 'deposits.user_id', 'users.status as member_status'])
      .where('deposits.id', '=', id)
      .forUpdate('deposits')
      .executeTakeFirst();
  }

  /** Deposits with their user's name, for the operator. */
  private depositsWithUser(executor: Executor = this.db) {
    return executor
      .selectFrom('deposits as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .selectAll('d')
      .select('u.username');
  }

  /** A page of the deposit queue: of a status, matching `q`, between two days, sorted (issue 29). */
  deposits(status: DepositsTable['status'] | undefined, page: QueuePage) {
    return queueRows(this.depositsWithUser(), 'd', status, page);
  }

  /** How many deposits (`d`) or withdrawals (`w`) match a queue page's query, over all pages. */
  matching(t: 'd' | 'w', status: string | undefined, page: QueuePage) {
    return queueMatching(this.db, t, status, page);
  }

  depositWithUser(trx: Executor, id: number) {
    return this.depositsWithUser(trx).where('d.id', '=', id).executeTakeFirstOrThrow();
  }

  // Withdrawals

  /** Today's (UTC) withdrawal requests of a member, after taking the member's withdrawal lock. */
  async withdrawalsTodayLocked(trx: Executor, userId: number): Promise<number> {
    await sql`select pg_advisory_xact_lock(hashtext('withdraw'), ${userId})`.execute(trx);
    return this.withdrawalsToday(userId, trx);
  }

  async withdrawalsToday(userId: number, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', sql<Date>`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Inserts a pending withdrawal (its request id, if any, was claimed first: modules/request-keys). */
  insertWithdrawal(
    trx: Executor,
    row: Pick<
      Insertable<WithdrawalsTable>,
      'user_id' | 'bank_card_id' | 'type' | 'destination' | 'amount_cents' | 'request_id'
    >,
  ) {
    return trx
      .insertInto('withdrawals')
      .values({ ...row, status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A withdrawal about to be decided, locked, with its member's account status. */
  /** A withdrawal's amount in cents (it never changes), read outside the decision's transaction. */
  async withdrawalAmount(id: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('withdrawals').select('amount_cents').where('id', '=', id).executeTakeFirst();
    return row?.amount_cents;
  }

  withdrawalForDecision(trx: Executor, id: number) {
    return trx
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .select([
        'withdrawals.id',
        'withdrawals.status',
        'withdrawals.user_id',
        'withdrawals.amount_cents',
        'withdrawals.first_approved_by',
        'users.status as member_status',
      ])
      .where('withdrawals.id', '=', id)
      .forUpdate('withdrawals')
      .executeTakeFirst();
  }

  userWithdrawals(userId: number) {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /** Withdrawals with their user's name, for the operator. */
  /**
   * Withdrawals with their member and what an operator weighs before paying (issue 29): the member's
   * cash, confirmed deposits and paid withdrawals of the last 30 days, and the flags' facts.
   */
  private withdrawalsWithUser(executor: Executor = this.db) {
    return executor
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .leftJoin('users as a', 'a.id', 'w.first_approved_by')
      .leftJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
      .selectAll('w')
      .select(['u.username', 'u.status as member_status', 'a.username as approved_by'])
      .select([
        sql<string>`coalesce((select balance_cents from accounts where user_id = w.user_id and kind = 'user_cash'), 0)`.as(
          'member_balance_cents',
        ),
        sql<string>`(select coalesce(sum(amount_cents), 0) from deposits d where d.user_id = w.user_id and d.status = 'confirmed' and d.created_at > now() - interval '30 days')`.as(
          'deposits_30d_cents',
        ),
        sql<string>`(select coalesce(sum(amount_cents), 0) from withdrawals p where p.user_id = w.user_id and p.status = 'paid' and p.decided_at > now() - interval '30 days')`.as(
          'withdrawals_30d_cents',
        ),
        sql<boolean>`u.created_at > now() - interval '7 days'`.as('new_account'),
        sql<boolean>`coalesce(c.created_at > w.created_at - interval '24 hours', false)`.as('new_destination'),
        sql<boolean>`coalesce(u.staff_reset_at > now() - interval '24 hours', false)`.as('password_reset'),
      ]);
  }

  /** The first of two approvals, once, while the withdrawal is pending (four eyes). */
  async firstApproval(trx: Executor, id: number, operatorId: number): Promise<boolean> {
    const row = await trx
      .updateTable('withdrawals')
      .set({ first_approved_by: operatorId, first_approved_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('first_approved_by', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A page of the withdrawal queue: of a status, matching `q`, between two days, sorted (issue 29). */
  withdrawals(status: WithdrawalsTable['status'] | undefined, page: QueuePage) {
    return queueRows(this.withdrawalsWithUser(), 'w', status, page);
  }

  withdrawalWithUser(trx: Executor, id: number) {
    return this.withdrawalsWithUser(trx).where('w.id', '=', id).executeTakeFirstOrThrow();
  }
}
