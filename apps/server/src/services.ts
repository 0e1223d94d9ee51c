// The composition root's first half: every module's service, built once and wired (app.ts, the second, adds HTTP).
import * as z from 'zod';
import type { AppDeps } from './app-deps.ts';
import { undefinedIfRefused } from './http/app-error.ts';
import { LogRepeats } from './http/log-repeats.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { AuditRepository } from './modules/audit/audit.repository.ts';
import { AuditLog } from './modules/audit/audit.service.ts';
import type { AccountsService } from './modules/auth/accounts.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { PasswordChanges } from './modules/auth/password-changes.service.ts';
import type { SecurityService } from './modules/auth/security.service.ts';
import type { TwoFactorService } from './modules/auth/two-factor.service.ts';
import { type BackupSchedule, backupSchedule, takeBackup } from './modules/backups/backups.service.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { ContentService } from './modules/content/content.service.ts';
import { FinanceRepository } from './modules/finance/finance.repository.ts';
import { FinanceService } from './modules/finance/finance.service.ts';
import { GamesService } from './modules/games/games.service.ts';
import { LedgerRepository } from './modules/ledger/ledger.repository.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import type { MessagesService } from './modules/messages/messages.service.ts';
import { OrderHistory } from './modules/orders/history.service.ts';
import { OrderWriter } from './modules/orders/order-writer.ts';
import { OrdersRepository } from './modules/orders/orders.repository.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { PlayRepository } from './modules/play/play.repository.ts';
import { PlayService } from './modules/play/play.service.ts';
import { RateLimitsRepository } from './modules/rate-limits/rate-limits.repository.ts';
import { RealtimeHub } from './modules/realtime/realtime.ts';
import { RequestKeysRepository } from './modules/request-keys/request-keys.repository.ts';
import { RequestKeys } from './modules/request-keys/request-keys.service.ts';
import { RetentionRepository } from './modules/retention/retention.repository.ts';
import { RetentionService } from './modules/retention/retention.service.ts';
import { RoomsRepository } from './modules/rooms/rooms.repository.ts';
import { RoomsService } from './modules/rooms/rooms.service.ts';
import { RoundsRepository } from './modules/rounds/rounds.repository.ts';
import { RoundsService } from './modules/rounds/rounds.service.ts';
import { RoundScheduler } from './modules/scheduler/scheduler.ts';
import { SettingsRepository } from './modules/settings/settings.repository.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { SettlementService } from './modules/settlement/settlement.service.ts';
import type { SmsService } from './modules/sms/sms.service.ts';
import type { StaffService } from './modules/staff/staff.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { FundFlow } from './modules/wallet/fund-flow.ts';
import { PayoutDesk } from './modules/wallet/payout-desk.ts';
import { WalletRepository } from './modules/wallet/wallet.repository.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { buildAccountServices, type ServiceLog } from './services-accounts.ts';

export interface Services {
  admin: AdminService;
  audit: AuditLog;
  auth: AuthService;
  /** A member's own login and payment password changes. */
  passwords: PasswordChanges;
  /** What staff do to accounts from the console (freeze, one-time passwords, staff). */
  accounts: AccountsService;
  users: UsersService;
  settings: SettingsService;
  sms: SmsService;
  ledger: LedgerService;
  wallet: WalletService;
  /** A payout's whole destination for staff who may pay it, each look audited. */
  payoutDesk: PayoutDesk;
  fundFlow: FundFlow;
  rooms: RoomsService;
  rounds: RoundsService;
  orders: OrdersService;
  /** A member's orders read back: play over time, awards, the log, a day's result, the ticker. */
  orderHistory: OrderHistory;
  settlement: SettlementService;
  games: GamesService;
  content: ContentService;
  play: PlayService;
  /** Messages from the system to one member. */
  messages: MessagesService;
  /** Staff's second factor; members' sessions and sign-ins (issue 23). */
  twoFactor: TwoFactorService;
  security: SecurityService;
  /** Staff accounts: created, roles, disabled, second factor reset, sessions (issue 23). */
  staff: StaffService;
  finance: FinanceService;
  realtime: RealtimeHub;
  /** Started by serve.ts when SCHEDULER is on; tests drive their own. */
  scheduler: RoundScheduler;
  /** The leader's backups into BACKUP_DIR, when it is set. */
  backups: BackupSchedule | undefined;
}

export function buildServices(
  { config, db, smsSender, schedulerDb, changes, clock, metrics, databaseUrl }: AppDeps,
  log: ServiceLog,
): Services {
  const limits = new RateLimitsRepository(db);
  const usersRepo = new UsersRepository(db);
  const ledger = new LedgerService(new LedgerRepository(db), config.BALANCE_CEILING_USD * 100);
  const audit = new AuditLog(new AuditRepository(db), log.event);
  const keys = new RequestKeys({ db, repo: new RequestKeysRepository() });
  const { sms, auth, passwords, messages, accounts, twoFactor, security, staff } = buildAccountServices(
    { config, db, smsSender, changes },
    { limits, users: usersRepo, ledger, audit, keys },
    log,
  );
  const settings = new SettingsService(
    new SettingsRepository(db),
    { mode: config.APP_MODE, smsEnabled: config.SMS_MODE !== 'off' },
    changes,
    { db, audit },
  );
  // What the limits count belongs to orders and wallet, built below; asked only once requests come.
  const play = new PlayService({
    db,
    repo: new PlayRepository(db),
    used: {
      loss: (executor, userId, since) => orders.lossSince(executor, userId, since),
      deposit: (executor, userId, since) => wallet.depositsSince(executor, userId, since),
    },
    changes,
    now: clock,
  });
  const payoutDesk = new PayoutDesk({ db, audit });
  const wallet = new WalletService({
    db,
    repo: new WalletRepository(db),
    ledger,
    auth,
    accounts,
    keys,
    mode: config.APP_MODE,
    play,
    audit,
    withdrawRules: () => settings.withdrawRules(),
    maxRequestCents: config.MAX_REQUEST_USD * 100,
    stepUpFromCents: config.WITHDRAWAL_STEP_UP_USD * 100,
  });
  const rooms = new RoomsService(new RoomsRepository(db), changes, { db, audit, keys });
  const content = new ContentService({ repo: new ContentRepository(db), rooms, db, audit, keys });
  const rounds = new RoundsService({
    db,
    repo: new RoundsRepository(db),
    mode: config.APP_MODE,
    limits,
    verifyPagesPerMinute: config.VERIFY_PAGES_PER_MINUTE,
    timing: {
      durationMs: { 1: config.GAME1_ROUND_SECONDS * 1000, 2: config.GAME2_ROUND_SECONDS * 1000 },
      gapMs: config.ROUND_GAP_SECONDS * 1000,
      chainLength: config.CHAIN_LENGTH,
    },
    changes,
    onChainCreated: (trx, chain) => content.announceChain(trx, chain),
    onChainSalted: (trx, chain) => content.reannounceChain(trx, chain),
    console: {
      audit,
      loadTiming: () => settings.value('round_timing', z.record(z.string(), z.array(z.unknown())), {}),
      saveTiming: (actor, value) => settings.save(actor, { round_timing: value }, 'timing.set'),
    },
  });
  const finance = new FinanceService({
    db,
    repo: new FinanceRepository(db),
    ledger,
    auth,
    keys,
    periodSeconds: config.FINANCE_ACCRUAL_SECONDS,
    now: clock,
    audit,
    play,
  });
  const writer = new OrderWriter(db, undefined, metrics?.orderBatch);
  const ordersRepo = new OrdersRepository(db);
  const orders = new OrdersService({
    db,
    repo: ordersRepo,
    rounds,
    ledger,
    keys,
    writer,
    play,
    rooms,
    publish: (event) => realtime.publishOrders(event), // built below; called once requests come
    changes,
    maxRequestCents: config.MAX_REQUEST_USD * 100,
  });
  const orderHistory = new OrderHistory({ repo: ordersRepo, rounds });
  const users = new UsersService(usersRepo, settings, { db, audit, forget: (id) => auth.forget(id) });
  const settlement = new SettlementService({ db, rounds, orders, ledger, users });
  const games = new GamesService({ rooms, rounds, orders, history: orderHistory });
  const realtime = new RealtimeHub(
    db,
    {
      maxConnections: config.WS_MAX_CONNECTIONS,
      maxPerAddress: config.WS_MAX_PER_ADDRESS,
      pingIntervalMs: config.WS_PING_SECONDS * 1000,
    },
    {
      authenticate: async (token) => {
        // The auth module's answer that the session is not valid is an AppError; anything else (the
        // database away) is "cannot tell", which must not end a member's socket session.
        const user = await auth.authenticate(token).catch(undefinedIfRefused);
        // A member whose sign-in waits for its code is nobody yet.
        return user && !twoFactor.memberCodeNeeded(user) ? { id: user.id, level: user.level } : undefined;
      },
      vipRoom: async (roomId) => (await rooms.find(roomId))?.hall === 1,
    },
  );
  // A member's sessions or row changed on any process: their sockets check their session again.
  changes?.subscribe((change) => {
    if (change !== 'reset' && (change.table === 'sessions' || change.table === 'users')) {
      void realtime.recheckMember(Number(change.id));
    }
  });
  const idle = Math.max(config.SESSION_IDLE_MINUTES, config.STAFF_IDLE_MINUTES);
  const rules = { requestKeyDays: config.REQUEST_KEY_DAYS, sessionIdleMinutes: idle, signInDays: config.SIGN_IN_DAYS };
  const retention = new RetentionService({ repo: new RetentionRepository(db), rules });
  const backups = backupSchedule(config, databaseUrl);
  // The scheduled audit reads through the scheduler's small pool, never a request's connection.
  const aside = new LedgerService(new LedgerRepository(schedulerDb ?? db));
  const scheduler = new RoundScheduler({
    db: schedulerDb ?? db,
    rounds,
    settlement,
    finance,
    rooms,
    // A database away fails every tick alike: one line per window of each kind, with its count.
    onError: LogRepeats.errors('round scheduler', log.error),
    onEvent: (event) => void realtime.publish(event).catch(() => {}),
    onSettled: metrics?.roundSettled,
    onFinancePaid: metrics?.financePaidCount,
    // The leader's ledger audits (since the last; whole, daily) and retention (issues 25, 26).
    chores: [
      { name: 'audit', everyMs: config.LEDGER_AUDIT_MINUTES * 60_000, run: () => admin.auditLedgerSinceLast(aside) },
      { name: 'whole', everyMs: 3_600_000, run: () => admin.auditLedgerWhenDue(aside, config.LEDGER_FULL_AUDIT_HOURS) },
      { name: 'retention', everyMs: config.RETENTION_MINUTES * 60_000, run: () => retention.run() },
      { name: 'backup', everyMs: backups ? 60_000 : 0, run: () => takeBackup(backups, log.info) },
    ],
  });
  const admin = new AdminService({
    users,
    accounts,
    security,
    ledger,
    wallet,
    orders,
    history: orderHistory,
    rounds,
    finance,
    play,
    settings,
    audit,
    online: () => realtime.connections,
  });
  return {
    admin,
    audit,
    auth,
    passwords,
    accounts,
    users,
    settings,
    sms,
    ledger,
    wallet,
    payoutDesk,
    fundFlow: new FundFlow({ ledger, roundsOf: (refs) => orderHistory.roundsOfRefs(refs) }),
    rooms,
    rounds,
    orders,
    orderHistory,
    settlement,
    games,
    content,
    play,
    messages,
    twoFactor,
    security,
    staff,
    finance,
    realtime,
    scheduler,
    backups,
  };
}
