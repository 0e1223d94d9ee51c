import {
  type AdminDeposit,
  type AdminWithdrawal,
  type ApiLang,
  type BankCard,
  type CardType,
  type Deposit,
  MIN_RECHARGE_USD,
  type QueueQuery,
  type Withdrawal,
  type WithdrawRules,
} from '@roundhouse/contract';
import { type Cents, cents, toUsd } from '@roundhouse/game';
import type { Db, Executor } from '../../db/database.ts';
import type { DepositRow, WithdrawalRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { type LedgerReason, type LedgerService, ownMove } from '../ledger/ledger.service.ts';
import type { PlayService } from '../play/play.service.ts';
import { inTurn } from '../play/play.service.ts';
import { type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import { firstOfTwo, type StepUp, stepUpLargePayout } from './four-eyes.ts';
import { pendingTotals } from './pending.ts';
import { queuePage } from './queue-query.ts';
import type { WalletRepository } from './wallet.repository.ts';
import { cardOf, type Decision, decidable, describeRules, parseAmount } from './wallet.rules.ts';
import { destinationOf, toAdminDeposit, toAdminWithdrawal, toCard, toDeposit, toWithdrawal } from './wallet.views.ts';

/** A decided deposit or withdrawal, as the console shows it. */
type Decided = AdminDeposit | AdminWithdrawal;

const MAX_CARDS = 20;

export class WalletService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: WalletRepository;
      ledger: LedgerService;
      auth: AuthService;
      /** A password reset by staff holds withdrawals (issue 22, fault 18). */
      accounts: AccountsService;
      keys: RequestKeys;
      mode: 'demo' | 'live';
      /** Responsible play: a member's deposit limit and self-exclusion. */
      play?: PlayService | undefined;
      audit: AuditLog;
      /** The operator's withdrawal rules (app settings). */
      withdrawRules: () => Promise<WithdrawRules>;
      /** The most one recharge or withdrawal may move, in cents (MAX_REQUEST_USD). */
      maxRequestCents?: number | undefined;
      /** Approving a payout from this many cents asks for a step-up (WITHDRAWAL_STEP_UP_USD). */
      stepUpFromCents?: number | undefined;
    },
  ) {}

  /** What a deposit limit counts (the play module asks). */
  depositsSince(db: Executor, userId: number, since: Date): Promise<Cents> {
    return this.deps.repo.depositsSince(db, userId, since);
  }

  /** Demo: play money credited at once. Live: a pending deposit that an operator confirms. */
  async recharge(userId: number, input: { money: unknown; reference?: string; request_id?: string }): Promise<Deposit> {
    const amount = parseAmount(input.money, this.deps.maxRequestCents);
    if (amount < MIN_RECHARGE_USD * 100)
      throw new AppError(3005, { params: { num: MIN_RECHARGE_USD }, field: 'money' });
    const demo = this.deps.mode === 'demo';
    const reference = (input.reference ?? '').trim();
    const requestId = input.request_id;
    const guard = await this.deps.play?.guard(userId, 'deposit');
    // A guarded member's requests take turns in memory first, not on the pool's connections.
    return inTurn(guard, () =>
      this.deps.db.transaction().execute(async (trx) => {
        const key = requestKey('recharge', requestId, { amount, reference });
        if (key && !(await this.deps.keys.claim(trx, userId, key))) {
          return toDeposit(await this.deps.repo.depositByRequest(trx, userId, key.requestId));
        }
        await guard?.(trx, amount);
        const deposit = await this.deps.repo.insertDeposit(trx, {
          user_id: userId,
          amount_cents: amount,
          status: demo ? 'confirmed' : 'pending',
          reference,
          request_id: requestId ?? null,
          decided_at: demo ? new Date() : null,
        });
        if (demo) await this.credit(trx, deposit.id, userId, amount, requestId);
        return toDeposit(deposit);
      }),
    );
  }

  /**
   * Confirm credits the money; reject credits nothing. Each deposit is decided once: the same
   * decision sent again under its request id answers the deposit as it now stands.
   */
  async decideDeposit(actor: Actor, decision: 'confirmed' | 'rejected', asked: Decision) {
    const { id } = asked;
    const note = (asked.note ?? '').trim();
    return this.deps.db.transaction().execute(async (trx) => {
      const key = requestKey('deposit.decide', asked.request_id, { id, decision, note });
      if (key && !(await this.deps.keys.claim(trx, actor.id, key))) {
        return toAdminDeposit(await this.deps.repo.depositWithUser(trx, id));
      }
      decidable(await this.deps.repo.depositForDecision(trx, id), actor);
      const deposit = await this.deps.repo.decide(trx, 'deposits', id, decision, actor.id, note);
      if (!deposit) throw new AppError(3015, { field: 'id' });
      if (decision === 'confirmed') await this.credit(trx, deposit.id, deposit.user_id, deposit.amount_cents);
      const after = toAdminDeposit(await this.deps.repo.depositWithUser(trx, id));
      await this.audited(trx, actor, decision === 'confirmed' ? 'deposit.confirm' : 'deposit.reject', after);
      return after;
    });
  }

  /** Deposits and withdrawals waiting for an operator (the console's dashboard). */
  pendingCounts() {
    return pendingTotals(this.deps.db);
  }

  async deposits(query: QueueQuery & { status?: DepositRow['status'] | undefined }) {
    const page = queuePage(query);
    const [rows, matching] = await Promise.all([
      this.deps.repo.deposits(query.status, page),
      this.deps.repo.matching('d', query.status, page),
    ]);
    return rows.map((row) => ({ ...toAdminDeposit(row), matching }));
  }

  async cards(userId: number): Promise<BankCard[]> {
    return (await this.deps.repo.liveCards(userId)).map(toCard);
  }

  /** Adds a bank account or a USDT address; each missing or wrong field answers its own message. */
  async addCard(
    userId: number,
    input: { type: CardType; bank?: string; branch?: string; account?: string; username?: string; address?: string },
  ): Promise<{ id: number }> {
    const card = cardOf(input);
    const inserted = await this.deps.repo.insertCard({ ...card, user_id: userId }, MAX_CARDS);
    if (inserted === 'full') throw new AppError(1047);
    if (!inserted) throw new AppError(1046);
    return { id: inserted.id };
  }

  async deleteCard(userId: number, id: number): Promise<void> {
    if (!(await this.deps.repo.deleteCard(userId, id))) throw new AppError(1049);
  }

  /** Withdrawable money is the available balance (DESIGN.md §1.5), with the operator's rules. */
  async leftmoney(userId: number, lang: ApiLang = 'en') {
    const [rules, balance, today] = await Promise.all([
      this.deps.withdrawRules(),
      this.deps.ledger.balance(userId, 'user_cash'),
      this.deps.repo.withdrawalsToday(userId),
    ]);
    return { leftmoney: toUsd(balance), rules: describeRules(rules, lang, toUsd(balance), today) };
  }

  /** Holds the amount for an operator's decision; answers 1 (SPEC.md §7). */
  async withdraw(
    userId: number,
    input: { bank_id: number; money: unknown; pwd: string; request_id?: string | undefined },
  ): Promise<1> {
    const amount = parseAmount(input.money, this.deps.maxRequestCents);
    const rules = await this.deps.withdrawRules();
    const minCents = Math.round(rules.min * 100);
    if (amount < minCents) throw new AppError(3060, { params: { num: rules.min }, field: 'money' });
    const card = await this.deps.repo.findLiveCard(userId, input.bank_id);
    if (!card) throw new AppError(1032, { field: 'bank_id' });
    const heldUntil = await this.deps.accounts.withdrawalsHeldUntil(userId);
    if (heldUntil) {
      throw new AppError(3066, { params: { until: `${heldUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC` } });
    }
    const requestId = input.request_id;
    const key = requestKey('withdraw', requestId, { bank_id: card.id, amount });
    // The same request again: the first one already holds the money (whatever the timing).
    const retry = await this.deps.keys.retryOf(userId, key, () =>
      this.deps.auth.checkPayPassword(userId, input.pwd, new AppError(1033, { field: 'pwd' })),
    );
    if (retry) return 1;
    await this.deps.db.transaction().execute(async (trx) => {
      if (key && !(await this.deps.keys.claim(trx, userId, key))) return;
      if (rules.daily_count > 0) {
        // The member's withdrawals queue on a lock, so a burst cannot pass the count together.
        const today = await this.deps.repo.withdrawalsTodayLocked(trx, userId);
        if (today >= rules.daily_count) throw new AppError(3059, { params: { num: rules.daily_count } });
      }
      const withdrawal = await this.deps.repo.insertWithdrawal(trx, {
        user_id: userId,
        bank_card_id: card.id,
        type: card.type,
        destination: destinationOf(card),
        amount_cents: amount,
        request_id: requestId ?? null,
      });
      await this.deps.ledger.post(trx, {
        reason: 'withdraw_request',
        userId,
        ref: { type: 'withdrawal', id: withdrawal.id },
        requestId,
        legs: ownMove(userId, 'user_cash', 'user_withdraw_hold', cents(amount)),
      });
    });
    return 1;
  }

  async withdrawals(userId: number): Promise<Withdrawal[]> {
    return (await this.deps.repo.userWithdrawals(userId)).map(toWithdrawal);
  }

  async adminWithdrawals(query: QueueQuery & { status?: WithdrawalRow['status'] | undefined }) {
    const from = await this.twoApprovalsFrom();
    const page = queuePage(query);
    const [rows, matching] = await Promise.all([
      this.deps.repo.withdrawals(query.status, page),
      this.deps.repo.matching('w', query.status, page),
    ]);
    return rows.map((row) => ({ ...toAdminWithdrawal(row, from), matching }));
  }

  /** Cents from which a payout needs two staff members' approvals (0: never). */
  private async twoApprovalsFrom(): Promise<number> {
    return Math.round((await this.deps.withdrawRules()).two_approvals_from * 100);
  }

  /**
   * Approve: the held amount is paid out. Reject: it returns to the user's cash. Each only once.
   * From `two_approvals_from` up an approval is the first of two until another staff member gives
   * the second (four eyes); either may reject. The same decision sent again under its request id
   * answers the withdrawal as it now stands.
   */
  async decideWithdrawal(actor: Actor, decision: 'paid' | 'rejected', asked: Decision, stepUp?: StepUp) {
    const { id } = asked;
    const note = (asked.note ?? '').trim();
    if (decision === 'paid') await stepUpLargePayout(this.deps, id, stepUp);
    const twoFrom = await this.twoApprovalsFrom();
    return this.deps.db.transaction().execute(async (trx) => {
      const key = requestKey('withdrawal.decide', asked.request_id, { id, decision, note });
      if (key && !(await this.deps.keys.claim(trx, actor.id, key))) {
        return toAdminWithdrawal(await this.deps.repo.withdrawalWithUser(trx, id), twoFrom);
      }
      const target = decidable(await this.deps.repo.withdrawalForDecision(trx, id), actor);
      // A frozen member's money is held: nothing is paid out until the account is unfrozen (a
      // rejection, which returns the money to their cash, is still possible).
      if (decision === 'paid' && target.member_status === 'frozen') throw new AppError(3069, { field: 'id' });
      if (decision === 'paid') {
        const first = await firstOfTwo({ ...this.deps, trx }, actor, { ...target, id }, twoFrom);
        if (first) return first;
      }
      const w = await this.deps.repo.decide(trx, 'withdrawals', id, decision, actor.id, note);
      if (!w) throw new AppError(3015, { field: 'id' });
      const hold = { user: w.user_id, kind: 'user_withdraw_hold' as const };
      const reason: LedgerReason = decision === 'paid' ? 'withdraw_paid' : 'withdraw_rejected';
      await this.deps.ledger.post(trx, {
        reason,
        userId: w.user_id,
        ref: { type: 'withdrawal', id: w.id },
        legs: [
          { account: hold, amount: cents(-w.amount_cents) },
          decision === 'paid'
            ? { account: { system: 'payouts' }, amount: cents(w.amount_cents) }
            : { account: { user: w.user_id, kind: 'user_cash' }, amount: cents(w.amount_cents) },
        ],
      });
      const after = toAdminWithdrawal(await this.deps.repo.withdrawalWithUser(trx, id), twoFrom);
      await this.audited(trx, actor, decision === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject', after);
      return after;
    });
  }

  /** A decision's audit row (`deposit:12`, `withdrawal:7`): from pending to what the item became. */
  private audited(trx: Executor, actor: Actor, action: string, item: Decided) {
    const { status, money, user_id, note } = item;
    const kind = action.slice(0, action.indexOf('.'));
    return this.deps.audit.record(
      trx,
      actor,
      action,
      `${kind}:${item.id}`,
      { status: 'pending' },
      { status, money, user_id, note },
    );
  }

  private async credit(trx: Executor, depositId: number, userId: number, amount: number, requestId?: string) {
    await this.deps.ledger.post(trx, {
      reason: 'recharge',
      userId,
      ref: { type: 'deposit', id: depositId },
      requestId,
      legs: [
        { account: { user: userId, kind: 'user_cash' }, amount: cents(amount) },
        { account: { system: 'deposits' }, amount: cents(-amount) },
      ],
    });
  }
}
