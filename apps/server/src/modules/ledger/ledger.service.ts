import { type Cents, cents } from '@roundhouse/game';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditFindings } from './audit.repository.ts';
import type {
  AccountRef,
  LedgerRepository,
  NewEntry,
  SystemAccountKind,
  UserAccountKind,
} from './ledger.repository.ts';

export type { AccountRef, SystemAccountKind, UserAccountKind };

/** Why money moved; localised for the fund flow at the API edge (contract: LEDGER_REASONS). */
export type LedgerReason =
  | 'recharge'
  | 'withdraw_request'
  | 'withdraw_rejected'
  | 'withdraw_paid'
  | 'bet'
  | 'bet_cancelled'
  | 'payout'
  | 'pledge_in'
  | 'interest'
  | 'principal'
  | 'adjustment';

export interface Leg {
  account: AccountRef;
  /** Positive raises the account's balance, negative lowers it. The legs of a posting sum to zero. */
  amount: Cents;
}

/**
 * The two legs of `amount` moving between two of one member's own accounts: cash into a hold or a
 * pledge, and back. Nothing enters or leaves the member's money as a whole.
 */
export function ownMove(user: number, from: UserAccountKind, to: UserAccountKind, amount: Cents): Leg[] {
  return [
    { account: { user, kind: from }, amount: cents(-amount) },
    { account: { user, kind: to }, amount },
  ];
}

export interface Posting {
  reason: LedgerReason;
  userId: number | null;
  ref?: { type: string; id: number };
  /**
   * The client's id for a money-moving request, kept for tracing. The calling operation claims it
   * first (modules/request-keys); a second posting with the same id is refused (3017), never
   * answered as if it had moved money.
   */
  requestId?: string | undefined;
  legs: Leg[];
}

export interface Posted {
  txnId: number;
  /** Each user account's balance right after this posting (what the caller answers with). */
  balances: { user: number; kind: UserAccountKind; balance: Cents }[];
}

/** The balance a posting left on one user account. */
export function balanceAfter(posted: Posted, user: number, kind: UserAccountKind): Cents {
  const found = posted.balances.find((b) => b.user === user && b.kind === kind);
  if (!found) throw new Error(`the posting did not touch ${kind} of user ${user}`);
  return found.balance;
}

export interface AuditReport extends AuditFindings {
  ok: boolean;
}

/**
 * The most a member's account may hold by default (1,000,000,000 USD): far below 2^53 cents, so a
 * balance, and a sum of many, stays an exact number everywhere (issue 22, fault 21).
 */
export const DEFAULT_BALANCE_CEILING_CENTS = 100_000_000_000;

/**
 * Double-entry postings in integer cents (DESIGN.md §5): the one way money moves. Each posting is
 * one ledger transaction whose entries sum to zero; user balances change by conditional updates
 * that never let them go below zero; system accounts carry no running balance.
 */
export class LedgerService {
  constructor(
    private readonly repo: LedgerRepository,
    private readonly ceilingCents: number = DEFAULT_BALANCE_CEILING_CENTS,
  ) {}

  /** Opens a new member's accounts (cash, withdrawal hold, pledge) at zero. */
  openUserAccounts(trx: Executor, userId: number): Promise<void> {
    return this.repo.openUserAccounts(trx, userId);
  }

  /**
   * Posts inside the caller's database transaction. Throws 1025 if a user account would go
   * negative, 3017 if the request id was posted before.
   */
  async post(trx: Executor, posting: Posting): Promise<Posted> {
    const total = posting.legs.reduce((sum, leg) => sum + leg.amount, 0);
    if (
      posting.legs.length < 2 ||
      total !== 0 ||
      posting.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)
    ) {
      throw new Error(`unbalanced posting ${JSON.stringify(posting)}`);
    }
    const txn = await this.repo.insertTxn(trx, posting);
    if (!txn) throw new AppError(3017, { field: 'request_id' });

    const accountIds = await this.repo.resolve(
      trx,
      posting.legs.map((l) => l.account),
    );
    // User accounts in id order, so that two postings touching the same accounts cannot deadlock.
    const ordered = posting.legs
      .map((leg, i) => ({ leg, accountId: accountIds[i] as number }))
      .sort((a, b) => a.accountId - b.accountId);
    const entries: NewEntry[] = [];
    const balances: Posted['balances'] = [];
    for (const { leg, accountId } of ordered) {
      let balanceAfter: Cents | null = null;
      if ('user' in leg.account) {
        const after = await this.repo.moveUserBalance(trx, accountId, leg.amount);
        if (after === undefined) throw new AppError(1025);
        // A credit past the ceiling is refused whole (the caller's transaction rolls back).
        if (leg.amount > 0 && Number(after) > this.ceilingCents) {
          throw new AppError(3068, { params: { num: (this.ceilingCents / 100).toLocaleString('en-US') } });
        }
        balanceAfter = cents(after);
        balances.push({ user: leg.account.user, kind: leg.account.kind, balance: cents(after) });
      }
      entries.push({
        txn_id: txn.id,
        account_id: accountId,
        amount_cents: leg.amount,
        balance_after_cents: balanceAfter,
      });
    }
    await this.repo.insertEntries(trx, entries);
    return { txnId: txn.id, balances };
  }

  /**
   * Credits many users' cash from one system account in ONE ledger transaction with one system
   * entry (settlement: DESIGN.md §6).
   */
  async creditMany(
    trx: Executor,
    posting: {
      reason: LedgerReason;
      ref: { type: string; id: number };
      from: SystemAccountKind;
      credits: Map<number, number>;
    },
  ): Promise<number | null> {
    const credits = [...posting.credits].filter(([, amount]) => amount > 0);
    if (credits.length === 0) return null;
    const txn = await this.repo.insertTxn(trx, { reason: posting.reason, userId: null, ref: posting.ref });
    if (!txn) throw new Error('a transaction without a request id cannot conflict');
    const credited = await this.repo.creditCash(trx, txn.id, posting.from, credits);
    if (credited !== credits.length) throw new Error('a credited user has no cash account');
    return txn.id;
  }

  /** A user's account balance in cents. */
  async balance(userId: number, kind: UserAccountKind, trx?: Executor): Promise<Cents> {
    return cents(await this.repo.balance(userId, kind, trx));
  }

  /** A user's entries of one account between two instants, newest first (the fund flow). */
  dailyTotals(since: Date, tzOffset: number) {
    return this.repo.dailyTotals(since, tzOffset);
  }

  entries(userId: number, kind: UserAccountKind, from: Date, to: Date, limit: number) {
    return this.repo.entries(userId, kind, from, to, limit);
  }

  /** Every invariant of DESIGN.md §5, checked from the stored rows alone: all of them. */
  async audit(): Promise<AuditReport> {
    return report(await this.repo.audits.full());
  }

  /**
   * The same invariants over what was written since the last audit of this kind (decision 032):
   * its cost follows the traffic, not the ledger's age. Null while another such audit runs.
   */
  async auditSinceLast(): Promise<AuditReport | null> {
    const found = await this.repo.audits.sinceLast();
    return found && report(found);
  }
}

function report(found: AuditFindings): AuditReport {
  const ok =
    found.unbalanced.length === 0 &&
    found.emptyTransactions.length === 0 &&
    found.balanceMismatches.length === 0 &&
    found.runningBalanceBreaks.length === 0 &&
    found.negativeBalances.length === 0;
  return { ok, ...found };
}

/** The audit's findings as sentences, for the operator and the command line. */
export function describeAudit(report: AuditReport): string[] {
  return [
    ...report.unbalanced.map((u) => `transaction ${u.txn_id} does not sum to zero (${u.total} cents)`),
    ...report.emptyTransactions.map((id) => `transaction ${id} has no entries`),
    ...report.balanceMismatches.map(
      (m) => `account ${m.account_id} shows ${m.balance} cents but its entries sum to ${m.sum}`,
    ),
    ...report.runningBalanceBreaks.map(
      (b) => `entry ${b.entry_id} of account ${b.account_id} breaks the running balance`,
    ),
    ...report.negativeBalances.map((n) => `account ${n.account_id} is negative (${n.balance} cents)`),
  ];
}
