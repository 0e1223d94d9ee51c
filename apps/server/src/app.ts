import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { CALLS, LOCALE_TO_LANG } from '@roundhouse/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { type Db, pendingMigrations } from './db/database.ts';
import { callRegistrar } from './http/calls.ts';
import { coalesceWrites } from './http/coalesce-writes.ts';
import { installErrorHandler } from './http/envelope.ts';
import { capConnectionsPerAddress, DEFAULT_BODY_LIMIT } from './http/limits.ts';
import type { Readiness } from './http/ops.ts';
import { registerSecurityHeaders, serveWeb } from './http/web.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { AuditRepository } from './modules/audit/audit.repository.ts';
import { AuditLog } from './modules/audit/audit.service.ts';
import { InvitationsRepository, SessionsRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { FinanceRepository } from './modules/finance/finance.repository.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { FinanceService } from './modules/finance/finance.service.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { GamesService } from './modules/games/games.service.ts';
import { LedgerRepository } from './modules/ledger/ledger.repository.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import { OrderWriter } from './modules/orders/order-writer.ts';
import { OrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { PlayRepository } from './modules/play/play.repository.ts';
import { playRoutes } from './modules/play/play.routes.ts';
import { PlayService } from './modules/play/play.service.ts';
import { RateLimitsRepository } from './modules/rate-limits/rate-limits.repository.ts';
import { RealtimeHub, WS_MAX_MESSAGE_BYTES } from './modules/realtime/realtime.ts';
import { RequestKeysRepository } from './modules/request-keys/request-keys.repository.ts';
import { RequestKeys } from './modules/request-keys/request-keys.service.ts';
import { RoomsRepository } from './modules/rooms/rooms.repository.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { RoomsService } from './modules/rooms/rooms.service.ts';
import { RoundsRepository } from './modules/rounds/rounds.repository.ts';
import { roundsRoutes } from './modules/rounds/rounds.routes.ts';
import { RoundsService } from './modules/rounds/rounds.service.ts';
import { RoundScheduler } from './modules/scheduler/scheduler.ts';
import { SettingsRepository } from './modules/settings/settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { SettlementService } from './modules/settlement/settlement.service.ts';
import { SmsCodesRepository } from './modules/sms/sms.repository.ts';
import { consoleSender, type SmsSender, SmsService, webhookSender } from './modules/sms/sms.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { WalletRepository } from './modules/wallet/wallet.repository.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Replaces the configured SMS sender (tests: we do not run an SMS gateway). */
  smsSender?: SmsSender;
  /** A small pool of the scheduler's own, so lease renewals never queue behind requests. */
  schedulerDb?: Db;
  /** A small pool for the process's own checks (readiness), never queued behind requests. */
  opsDb?: Db;
  /**
   * The database's change notifications (main.ts listens): while live, sessions, rooms, rounds and
   * settings are served from memory. Without it every read goes to the database.
   */
  changes?: ChangeFeed;
  /** The time rules that span hours read (responsible play's 24 hours); tests move it. */
  clock?: (() => number) | undefined;
  /** Check every answer against its contract schema (the tests turn this on). */
  checkAnswers?: boolean;
  logger?: boolean;
}

export interface Services {
  admin: AdminService;
  audit: AuditLog;
  auth: AuthService;
  users: UsersService;
  settings: SettingsService;
  sms: SmsService;
  ledger: LedgerService;
  wallet: WalletService;
  rooms: RoomsService;
  rounds: RoundsService;
  orders: OrdersService;
  settlement: SettlementService;
  games: GamesService;
  content: ContentService;
  play: PlayService;
  finance: FinanceService;
  realtime: RealtimeHub;
  /** Started by main.ts when SCHEDULER is on; tests drive their own. */
  scheduler: RoundScheduler;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export function buildServices(
  { config, db, smsSender, schedulerDb, changes, clock }: AppDeps,
  log: { info: (line: string) => void; error: (error: unknown, what: string) => void },
): Services {
  const limits = new RateLimitsRepository(db);
  const windowSeconds = config.RATE_WINDOW_MINUTES * 60;
  const sender =
    smsSender ??
    (config.SMS_MODE === 'webhook' ? webhookSender(config.SMS_WEBHOOK_URL ?? '') : consoleSender(log.info));
  const sms = new SmsService({
    codes: new SmsCodesRepository(db),
    limits,
    sender,
    sendsPerIp: config.SMS_SENDS_PER_IP,
    windowSeconds,
    required: config.SMS_MODE !== 'off',
  });
  const usersRepo = new UsersRepository(db);
  const ledger = new LedgerService(new LedgerRepository(db), config.BALANCE_CEILING_USD * 100);
  const audit = new AuditLog(new AuditRepository(db));
  const auth = new AuthService({
    db,
    users: usersRepo,
    sessions: new SessionsRepository(db),
    invitations: new InvitationsRepository(db),
    ledger,
    limits,
    sms,
    config: {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      maxDays: config.SESSION_MAX_DAYS,
      failuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
      attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP,
      registrationsPerIp: config.REGISTRATIONS_PER_IP,
      windowSeconds,
    },
    changes,
    audit,
  });
  const settings = new SettingsService(
    new SettingsRepository(db),
    {
      mode: config.APP_MODE,
      smsEnabled: config.SMS_MODE !== 'off',
    },
    changes,
    { db, audit },
  );
  const keys = new RequestKeys({ db, repo: new RequestKeysRepository() });
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
  const wallet = new WalletService({
    db,
    repo: new WalletRepository(db),
    ledger,
    auth,
    keys,
    mode: config.APP_MODE,
    play,
    audit,
    withdrawRules: () => settings.withdrawRules(),
    maxRequestCents: config.MAX_REQUEST_USD * 100,
  });
  const rooms = new RoomsService(new RoomsRepository(db), changes, { db, audit });
  const content = new ContentService({ repo: new ContentRepository(db), rooms, db, audit });
  const roundsRepo = new RoundsRepository(db);
  const rounds = new RoundsService({
    db,
    repo: roundsRepo,
    mode: config.APP_MODE,
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
  const writer = new OrderWriter(db);
  const orders = new OrdersService({
    db,
    repo: new OrdersRepository(db),
    rounds,
    ledger,
    keys,
    writer,
    play,
    changes,
    maxRequestCents: config.MAX_REQUEST_USD * 100,
  });
  const users = new UsersService(usersRepo, settings, { db, audit });
  const settlement = new SettlementService({ db, rounds, orders, ledger, users });
  const games = new GamesService({ rooms, rounds, orders });
  const realtime = new RealtimeHub(
    db,
    {
      maxConnections: config.WS_MAX_CONNECTIONS,
      maxPerAddress: config.WS_MAX_PER_ADDRESS,
      pingIntervalMs: config.WS_PING_SECONDS * 1000,
    },
    {
      authenticate: async (token) => {
        const user = await auth.authenticate(token).catch(() => undefined);
        return user ? { id: user.id, level: user.level } : undefined;
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
  const scheduler = new RoundScheduler({
    db: schedulerDb ?? db,
    rounds,
    settlement,
    finance,
    rooms,
    onError: (error) => log.error(error, 'round scheduler'),
    onEvent: (event) => void realtime.publish(event).catch(() => {}),
  });
  const admin = new AdminService({
    users,
    auth,
    ledger,
    wallet,
    orders,
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
    users,
    settings,
    sms,
    ledger,
    wallet,
    rooms,
    rounds,
    orders,
    settlement,
    games,
    content,
    play,
    finance,
    realtime,
    scheduler,
  };
}

export async function buildApp(
  deps: AppDeps,
): Promise<{ app: FastifyInstance; services: Services; readiness: () => Promise<Readiness> }> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.LOG_LEVEL },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // A request must arrive whole within REQUEST_TIMEOUT_MS (a slow body included), checked every
    // second (Node's default checks every 30 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 20_000) },
  });
  coalesceWrites(app.server);
  capConnectionsPerAddress(app.server, config.TRUST_PROXY ? 0 : config.HTTP_MAX_CONNECTIONS_PER_ADDRESS);
  const services = buildServices(deps, {
    info: (line) => app.log.info(line),
    error: (error, what) => app.log.error({ err: error }, what),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // Browsers' sendBeacon and some clients send JSON as text/plain; read it as JSON too.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, text === '' ? {} : JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Roundhouse API',
        version: '0.1.0',
        description:
          'Every call is POST with a JSON body carrying `lang` (en, chs, cht) and `token`, and answers ' +
          '`{ code, data, info }`: code 1 is success; code 0 carries `data.errCode` from the catalogue; ' +
          'code 409 (session invalid) and 403 (account frozen) mean log in again.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is for demo mode, or live mode when API_DOCS=true (issue 22, fault 25).
  if (config.API_DOCS ?? config.APP_MODE === 'demo') {
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
  }
  registerSecurityHeaders(app, config);
  await app.register(fastifyWebsocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES } });
  services.realtime.register(app);

  // The database part of readiness is asked at most once a second, through a small pool of its
  // own: a burst that fills the request pool must not make /readyz wait for it.
  let probed: { at: number; pending: number | undefined } | undefined;
  let probing: Promise<{ at: number; pending: number | undefined }> | undefined;
  const probe = () =>
    (probing ??= pendingMigrations(deps.opsDb ?? deps.schedulerDb ?? deps.db)
      .catch(() => undefined)
      .then((pending) => {
        probed = { at: Date.now(), pending };
        probing = undefined;
        return probed;
      }));
  const databaseState = async () => {
    const age = probed ? Date.now() - probed.at : Number.POSITIVE_INFINITY;
    if (age < 1000) return probed as { pending: number | undefined };
    const fresh = probe();
    // Up to 3 s old, the last answer stands while a new one is asked in the background.
    return age < 3000 ? (probed as { pending: number | undefined }) : fresh;
  };
  const readiness = async (): Promise<Readiness> => {
    const { pending } = await databaseState();
    const push = services.realtime.state;
    const changes = deps.changes?.state ?? 'off';
    return {
      // Ready: the database answers, is migrated, and this process hears what it must push and
      // what its caches must forget (a lost LISTEN connection makes it not ready until it is back).
      ok: pending === 0 && push !== 'lost' && changes !== 'lost',
      database: pending !== undefined,
      migrations: pending === undefined ? 'unknown' : pending === 0 ? 'done' : `${pending} pending`,
      push,
      changes,
      scheduler: services.scheduler.state,
      websockets: services.realtime.connections,
    };
  };

  const call = callRegistrar(app, services.auth, { checkAnswers: deps.checkAnswers ?? false });
  settingsRoutes(call, services.settings);
  authRoutes(call, services.auth, services.sms);
  usersRoutes(call, services.users);
  walletRoutes(call, services.wallet);
  gamesRoutes(call, services);
  ordersRoutes(call, services);
  contentRoutes(call, services.content);
  playRoutes(call, services.play);
  financeRoutes(call, services.finance);
  roomsRoutes(call, services.rooms, (type) => services.rounds.slot(type, Date.now()).nextOpensAt);
  roundsRoutes(call, services.rounds);
  adminRoutes(call, services.admin);

  app.get('/api-manifest.json', { schema: { hide: true } }, async () => ({
    host: '',
    calls: Object.values(CALLS).map((c) => ({ path: c.path, access: c.access })),
  }));
  // The process is up (a load balancer's liveness probe).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  // The process can serve: the database answers and is fully migrated. Publicly only whether it
  // is; the details (scheduler role, sockets) are on the private port (http/ops.ts).
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { ok } = await readiness();
    return reply.code(ok ? 200 : 503).send({ ok });
  });

  await serveWeb(app, config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST, {
    config: () => services.settings.appConfig(),
    banners: (locale) => services.content.banners(LOCALE_TO_LANG[locale]),
    ticker: () => services.orders.ticker(),
    latest: (locale) => services.games.latestResults(LOCALE_TO_LANG[locale]),
    trend: () => services.games.trend(undefined),
    // As any member sees it: a VIP room, one that does not exist or is closed gets no screen.
    room: (id, locale) => services.games.roomInfo({ level: 0 }, id, LOCALE_TO_LANG[locale]).catch(() => undefined),
  });
  return { app, services, readiness };
}
