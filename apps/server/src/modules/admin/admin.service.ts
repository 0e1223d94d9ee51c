import type { AdminMemberRow, ApiLang, MoneyTotals } from '@roundhouse/contract';
import { LEDGER_REASONS } from '@roundhouse/contract';
import { cents, GAME_TYPES, type GameType, toUsd, usdText } from '@roundhouse/game';
import { AppError } from '../../http/app-error.ts';
import { DAY_MS, dayStartAt } from '../../http/days.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { SecurityService } from '../auth/security.service.ts';
import type { FinanceService } from '../finance/finance.service.ts';
import { type AuditReport, describeAudit, type LedgerService } from '../ledger/ledger.service.ts';
import type { OrderHistory } from '../orders/history.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PlayService } from '../play/play.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { MemberFilter } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

type MemberRow = Awaited<ReturnType<UsersService['search']>>['rows'][number];

function toMemberRow(r: MemberRow): AdminMemberRow {
  return {
    id: r.id,
    username: r.username,
    quhao: r.quhao,
    nickname: r.nickname,
    level: r.level,
    vip_override: r.vip_override,
    role: r.role,
    status: r.status,
    balance: toUsd(cents(r.balance_cents ?? 0)),
    invitation_code: r.invitation_code ?? '',
    created_at: r.created_at.toISOString(),
  };
}

/** The dashboard's sums in cents, as bigints: exact however many rows they add up. */
type CentsTotals = { deposits: bigint; withdrawals: bigint; stakes: bigint; payouts: bigint };
const zero = (): CentsTotals => ({ deposits: 0n, withdrawals: 0n, stakes: 0n, payouts: 0n });

/**
 * The console's read views over other modules (issue 12): the dashboard, members, the ledger audit
 * and the operator audit log. It changes nothing itself; each change is its owning module's.
 */
export class AdminService {
  constructor(
    private readonly deps: {
      users: UsersService;
      accounts: AccountsService;
      security: Pick<SecurityService, 'signInsOf'>;
      ledger: LedgerService;
      wallet: WalletService;
      orders: OrdersService;
      history: OrderHistory;
      rounds: RoundsService;
      finance: FinanceService;
      play: PlayService;
      settings: SettingsService;
      audit: AuditLog;
      online: () => number;
    },
  ) {}

  async dashboard(tzOffset: number, now = Date.now()) {
    // The staff member's today starts at their local midnight.
    const todayStart = dayStartAt(now, tzOffset);
    const since = new Date(todayStart - 6 * DAY_MS);
    const [rows, pending, members, lastAudit] = await Promise.all([
      this.deps.ledger.dailyTotals(since, tzOffset),
      this.deps.wallet.pendingCounts(),
      this.deps.users.count(),
      this.deps.settings.lastLedgerAudit(),
    ]);
    const days = Array.from({ length: 7 }, (_, i) => {
      const day = new Date(todayStart - (6 - i) * DAY_MS - tzOffset * 60_000).toISOString().slice(0, 10);
      return { day, cents: zero() };
    });
    for (const r of rows) {
      const bucket = days.find((d) => d.day === r.day)?.cents;
      if (!bucket) continue;
      if (r.reason === 'recharge' && r.kind === 'user_cash') bucket.deposits += r.total;
      if (r.reason === 'withdraw_paid' && r.kind === 'user_withdraw_hold') bucket.withdrawals -= r.total;
      if ((r.reason === 'bet' || r.reason === 'bet_cancelled') && r.kind === 'user_cash') bucket.stakes -= r.total;
      if (r.reason === 'payout' && r.kind === 'user_cash') bucket.payouts += r.total;
    }
    const usd = (c: CentsTotals): MoneyTotals => ({
      deposits: usdText(c.deposits),
      withdrawals: usdText(c.withdrawals),
      stakes: usdText(c.stakes),
      payouts: usdText(c.payouts),
      house: usdText(c.stakes - c.payouts),
    });
    const week = zero();
    for (const d of days) for (const k of Object.keys(week) as (keyof CentsTotals)[]) week[k] += d.cents[k];
    const open = [];
    for (const type of GAME_TYPES as readonly GameType[]) {
      const round = await this.deps.rounds.latest(type, now);
      if (round?.status !== 'open' || round.closes_at.getTime() <= now) continue;
      const summary = await this.deps.orders.roundSummary(round.id);
      open.push({
        game_type: type,
        seqno: round.seqno,
        closes_at: round.closes_at.toISOString(),
        orders: summary.orders,
        stake: usdText(summary.stake),
      });
    }
    return {
      today: usd(days[6]?.cents ?? zero()),
      week: usd(week),
      days: days.map((d) => ({ day: d.day, ...usd(d.cents) })),
      open_rounds: open,
      pending,
      online: this.deps.online(),
      members,
      last_audit: lastAudit,
    };
  }

  async members(filter: MemberFilter, page: number, size: number) {
    const { rows, total } = await this.deps.users.search(filter, size, (page - 1) * size);
    return { list: rows.map(toMemberRow), total };
  }

  async member(userId: number, lang: ApiLang) {
    const found = await this.deps.users.memberRow(userId);
    if (!found) throw new AppError(1002, { field: 'user_id' });
    // A staff account's sessions and addresses are for staff management, not the member screens.
    if (found.role !== 'user') throw new AppError(3063, { field: 'user_id' });
    const { ledger } = this.deps;
    const [cash, hold, pledge, entries, orders, contracts, sessions, signIns, play] = await Promise.all([
      ledger.balance(userId, 'user_cash'),
      ledger.balance(userId, 'user_withdraw_hold'),
      ledger.balance(userId, 'user_pledge'),
      ledger.entries(userId, 'user_cash', new Date(0), new Date(Date.now() + 86_400_000), 50),
      this.deps.history.log(userId, {}, lang),
      this.deps.finance.contracts(userId, lang),
      this.deps.accounts.sessionsOf(userId),
      this.deps.security.signInsOf(userId),
      this.deps.play.view(userId),
    ]);
    return {
      member: {
        ...toMemberRow(found),
        must_change: { login: found.must_change_password, pay: found.must_change_pay_password },
        settled_stake: toUsd(cents(found.settled_stake_cents)),
      },
      balances: { cash: toUsd(cash), hold: toUsd(hold), pledge: toUsd(pledge) },
      flow: entries.map((e) => ({
        id: Number(e.id),
        time: e.created_at.toISOString(),
        money: toUsd(cents(e.amount_cents)),
        after: toUsd(cents(e.balance_after_cents ?? 0)),
        reason: LEDGER_REASONS[e.reason as keyof typeof LEDGER_REASONS]?.[lang] ?? e.reason,
      })),
      orders: orders.slice(0, 50),
      contracts,
      sessions,
      sign_ins: signIns,
      play,
    };
  }

  /**
   * Runs the ledger audit over all of it and keeps its result for the dashboard. The leader's
   * scheduled audits pass a ledger on the scheduler's own small pool: they never take a request's
   * connection.
   */
  async auditLedger(ledger = this.deps.ledger) {
    return this.keepAudit(await ledger.audit(), true);
  }

  /**
   * The leader's frequent audit: only what was written since the last (decision 032), unless the
   * last audit found a problem: then each is whole until the ledger holds again, so the dashboard
   * never turns back to "holds" on a partial read. Null when another audit holds the place.
   */
  async auditLedgerSinceLast(ledger: LedgerService) {
    if ((await this.deps.settings.lastLedgerAudit())?.ok === false) return this.auditLedger(ledger);
    const report = await ledger.auditSinceLast();
    return report && this.keepAudit(report, false);
  }

  private async keepAudit(report: AuditReport, whole: boolean) {
    const problems = describeAudit(report);
    const at = new Date().toISOString();
    await this.deps.settings.recordLedgerAudit({ ok: report.ok, at, problems: problems.length }, whole);
    return { ok: report.ok, transactions: report.transactions, entries: report.entries, problems, at };
  }

  /**
   * The leader's whole audit (checked hourly), when the last whole one, by anyone, is `hours` old:
   * one a day by default however often the fleet restarts; never at 0.
   */
  async auditLedgerWhenDue(ledger: LedgerService, hours: number) {
    const last = await this.deps.settings.lastFullLedgerAudit();
    if (hours <= 0 || (last && Date.now() - Date.parse(last) < hours * 3_600_000)) return null;
    return this.auditLedger(ledger);
  }

  auditLog(filter: { actor?: string; action?: string; from?: string; to?: string }, page: number, size: number) {
    const day = (d: string | undefined, plus = 0) => (d ? new Date(Date.parse(`${d}T00:00:00Z`) + plus) : undefined);
    const from = day(filter.from);
    const to = day(filter.to, 86_400_000);
    if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) {
      throw new AppError(1001, { field: 'from' });
    }
    if (from && to && from >= to) throw new AppError(3014, { field: 'from' });
    return this.deps.audit.list({ actor: filter.actor, action: filter.action, from, to }, page, size);
  }
}
