import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyWebsocket from '@fastify/websocket';
import { CALLS, LOCALE_TO_LANG } from '@roundhouse/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { pendingMigrations } from './db/database.ts';
import { watchAnswers } from './http/answers.ts';
import { callRegistrar, type SessionUser } from './http/calls.ts';
import { coalesceWrites } from './http/coalesce-writes.ts';
import { docsCsp, serveDocs } from './http/docs.ts';
import { installErrorHandler } from './http/envelope.ts';
import { capConnectionsPerAddress, DEFAULT_BODY_LIMIT } from './http/limits.ts';
import type { Readiness } from './http/ops.ts';
import { registerSecurityHeaders, serveWeb } from './http/web.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { playRoutes } from './modules/play/play.routes.ts';
import { WS_MAX_MESSAGE_BYTES } from './modules/realtime/realtime.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { roundsRoutes } from './modules/rounds/rounds.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { buildServices, type Services } from './services.ts';

export type { Services } from './services.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/**
 * Every call is checked and answered through its zod schema. Given at construction rather than set
 * after (setValidatorCompiler), Fastify never loads its own JSON-schema compilers: ajv was a tenth
 * of a second of every start (decision 010). Fastify types these factories for ajv's compilers; at
 * run time it uses whatever compiler they return, as setValidatorCompiler arranges it.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
const SCHEMA_CONTROLLER = { compilersFactory: ZOD_COMPILERS };
const ROUTER_OPTIONS = { caseSensitive: false, ignoreTrailingSlash: true };

export async function buildApp(deps: AppDeps): Promise<{
  app: FastifyInstance;
  services: Services;
  readiness: () => Promise<Readiness>;
  drain: () => void;
}> {
  const { config } = deps;
  const app = Fastify({
    // Fastify's two lines per request are replaced by one at debug level (http/answers.ts): at
    // info the log holds what an operator acts on (issue 25).
    logger:
      deps.logger === false ? false : { level: config.LOG_LEVEL, ...(deps.logStream && { stream: deps.logStream }) },
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: ROUTER_OPTIONS,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // A request must arrive whole within REQUEST_TIMEOUT_MS (a slow body included), checked every
    // second (Node's default checks every 30 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 20_000) },
    schemaController: SCHEMA_CONTROLLER,
  });
  watchAnswers(app, {
    metrics: deps.metrics,
    sampleEvery: config.LOG_SAMPLE > 0 ? Math.round(1 / config.LOG_SAMPLE) : 0,
  });
  coalesceWrites(app.server);
  capConnectionsPerAddress(app.server, config.TRUST_PROXY ? 0 : config.HTTP_MAX_CONNECTIONS_PER_ADDRESS);
  const services = buildServices(deps, {
    info: (line) => app.log.info(line),
    event: (fields, message) => app.log.info(fields, message),
    error: (error, what) => app.log.error({ err: error }, what),
  });
  installErrorHandler(app);

  // Browsers' sendBeacon and some clients send JSON as text/plain; read it as JSON too.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, text === '' ? {} : JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  // The API's documentation is for demo mode, or live mode when API_DOCS=true (issue 22, fault 25),
  // made on its first visit (http/docs.ts).
  const docs = config.API_DOCS ?? config.APP_MODE === 'demo';
  registerSecurityHeaders(app, config, docs ? docsCsp() : undefined);
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
  let draining = false;
  const readiness = async (): Promise<Readiness> => {
    const { pending } = await databaseState();
    const push = services.realtime.state;
    const changes = deps.changes?.state ?? 'off';
    return {
      // Ready: the database answers, is migrated, and this process hears what it must push and
      // what its caches must forget (a lost LISTEN connection makes it not ready until it is back).
      ok: !draining && pending === 0 && push !== 'lost' && changes !== 'lost',
      database: pending !== undefined,
      migrations: pending === undefined ? 'unknown' : pending === 0 ? 'done' : `${pending} pending`,
      push,
      changes,
      scheduler: services.scheduler.state,
      websockets: services.realtime.connections,
      draining,
    };
  };

  const describe = (target: FastifyInstance) => registerCalls(target, services, deps.checkAnswers ?? false);
  describe(app);
  if (docs) serveDocs(app, { routerOptions: ROUTER_OPTIONS, schemaController: SCHEMA_CONTROLLER, describe });

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
    return reply.code(ok ? 200 : 503).send({ ok, instance: config.INSTANCE_NAME });
  });

  await serveWeb(app, config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST, {
    config: () => services.settings.appConfig(),
    banners: (locale) => services.content.banners(LOCALE_TO_LANG[locale]),
    ticker: () => services.orderHistory.ticker(),
    latest: (locale) => services.games.latestResults(LOCALE_TO_LANG[locale]),
    trend: () => services.games.trend(undefined),
    // As any member sees it: a VIP room, one that does not exist or is closed gets no screen.
    room: (id, locale) => services.games.roomInfo({ level: 0 }, id, LOCALE_TO_LANG[locale]).catch(() => undefined),
  });
  return {
    app,
    services,
    readiness,
    drain: () => {
      draining = true;
    },
  };
}

/** Every call of every module, on `app` (the server's, or the docs' instance: http/docs.ts). */
function registerCalls(app: FastifyInstance, services: Services, checkAnswers: boolean): void {
  const authenticator = {
    authenticate: (token: string | undefined) => services.auth.authenticate(token),
    secondFactorNeeded: (user: SessionUser) => services.twoFactor.needed(user),
    memberCodeNeeded: (user: SessionUser) => services.twoFactor.memberCodeNeeded(user),
    stepUp: (user: SessionUser, confirm: string | undefined) => services.twoFactor.stepUp(user, confirm),
  };
  const call = callRegistrar(app, authenticator, { checkAnswers });
  settingsRoutes(call, services.settings);
  authRoutes(call, services);
  staffRoutes(call, services.staff);
  usersRoutes(call, services.users);
  walletRoutes(call, services);
  gamesRoutes(call, services);
  ordersRoutes(call, services);
  contentRoutes(call, services.content);
  playRoutes(call, services.play);
  messagesRoutes(call, services.messages);
  financeRoutes(call, services.finance);
  roomsRoutes(call, services.rooms, (type) => services.rounds.slot(type, Date.now()).nextOpensAt);
  roundsRoutes(call, services.rounds);
  adminRoutes(call, services.admin);
}
