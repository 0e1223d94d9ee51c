import { randomBytes } from 'node:crypto';
import { type CallDef, register } from '@roundhouse/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type Services } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { ChangeFeed } from '../db/change-feed.ts';
import { createDb, type Db } from '../db/database.ts';
import { ensureDatabase } from '../db/embedded.ts';
import { freezeMemoValues } from '../db/memo.ts';
import type { Readiness } from '../http/ops.ts';
import type { Metrics } from '../modules/metrics/metrics.ts';
import type { SmsSender } from '../modules/sms/sms.service.ts';
import { observeProcess } from '../observe.ts';
import { seed } from '../seed/demo.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database's connection string (a second process on the same database: `sameDatabaseAs`). */
  url: string;
  services: Services;
  config: Config;
  sms: { to: string; text: string }[];
  /** What the private port's /readyz answers (http/ops.ts). */
  readiness: () => Promise<Readiness>;
  /** POSTs a call of the contract the way the web client does and answers the envelope. */
  call: (def: CallDef, body?: unknown, headers?: Record<string, string>) => Promise<Envelope>;
  /** POSTs to a raw path (for tests about routing and malformed requests). */
  post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<Envelope>;
  close: () => Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever data a call answers
export type Envelope = { code: number; data: any; info: string };

/**
 * An object that stands for the one `get` answers once a `beforeAll` hook has made it (a test file's
 * app, a signed-in caller): usable as that object from the first test on, an error before.
 */
export function later<T extends object>(get: () => T | undefined): T {
  const made = (): T => {
    const value = get();
    if (value === undefined) throw new Error('made before the first test, not at import');
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/** A test file's app: made before the file's first test (`createTestApp(env, options)`), closed after its last. */
export function fileTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(env, options);
  });
  afterAll(() => made?.close());
  return later(() => made);
}

/**
 * A fresh database copied from the migrated template, and the real app on it. The app listens to
 * the database's change notifications as `npm start` does, and serves sessions, rooms, rounds and
 * settings from memory, each kept value frozen so that a caller mutating one fails loudly. A test
 * that changes rows behind the app's back opts out with `changes: false` (every read then goes to
 * the database, and it need not wait for a notification).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    changes?: boolean;
    clock?: () => number;
    sameDatabaseAs?: TestApp;
    metrics?: Metrics;
    /** The app logs here at LOG_LEVEL (otherwise it does not log). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const url = options.sameDatabaseAs?.url ?? (await freshDatabase());
  // Ten connections unless a test sets DB_POOL_SIZE (the burst tests run on five).
  const db = createDb(url, {
    max: env.DB_POOL_SIZE ? Number(env.DB_POOL_SIZE) : 10,
    // Every integration test runs with the second-connection check on (decision 018).
    checkTransactions: true,
    acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS ? Number(env.DB_ACQUIRE_TIMEOUT_MS) : undefined,
  });
  freezeMemoValues(true);
  const changes = (options.changes ?? true) ? new ChangeFeed() : undefined;
  // A lost connection is retried by the feed itself (the reconnect tests drop it on purpose).
  await changes?.listen(url, () => {});
  // Every test registers its users from one address: the per-address limit is tested on its own.
  const config = loadConfig({
    DATA_DIR: '.test-data/unused',
    LOG_LEVEL: 'silent',
    REGISTRATIONS_PER_IP: '100000',
    ...env,
  });
  const sms: { to: string; text: string }[] = [];
  const smsSender: SmsSender = { send: async (to, text) => void sms.push({ to, text }) };
  // As serve.ts: readiness asks through a pool of its own.
  const opsDb = createDb(url, { max: 1 });
  const { app, services, readiness } = await buildApp({
    opsDb,
    databaseUrl: url,
    config,
    db,
    smsSender,
    changes,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    checkAnswers: true,
    clock: options.clock,
    metrics: options.metrics,
  });
  if (options.metrics) observeProcess(options.metrics, services, db, changes);
  await seed(config, db, services);
  await app.ready();
  const post = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
    const response: LightMyRequestResponse = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
    return response.json() as Envelope;
  };
  const call = (def: CallDef, body: unknown = {}, headers: Record<string, string> = {}) =>
    post(def.path, body, headers);
  return {
    app,
    db,
    url,
    services,
    config,
    sms,
    readiness,
    call,
    post,
    close: async () => {
      // Every test file ends with the ledger audit of its own database, whole and since the last
      // (whatever the tests did, no cent was created, lost or left unbalanced, and both say so).
      const report = await services.ledger.audit();
      const since = await services.ledger.auditSinceLast();
      await changes?.close();
      await app.close();
      await db.destroy();
      await opsDb.destroy();
      if (!report.ok || !since?.ok) throw new Error(`ledger audit failed: ${JSON.stringify({ report, since })}`);
    },
  };
}

/** The URL of a new database copied from the migrated template (what a test's own server runs on). */
export async function freshDatabase(): Promise<string> {
  const prefix = inject('pgUrlPrefix');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(`${prefix}postgres`, name, 'rh_template');
  return `${prefix}${name}`;
}

let counter = 0;
/** What a test member registers with: the demo invitation code, a name or a Hong Kong number. */
export function registerBody(username: string) {
  return {
    quhao: '852',
    username,
    password: 'Secret123',
    spassword: 'Secret123',
    invitation: 'WELCOME',
    payPwd: '135246',
  };
}

/** A username no other test in the file uses. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export async function registerUser(t: TestApp, overrides: Record<string, string> = {}) {
  const username = overrides.username ?? uniqueName();
  const body = { ...registerBody(username), spassword: overrides.password ?? 'Secret123', ...overrides };
  const answer = await t.call(register, body);
  if (answer.code !== 1) throw new Error(`register failed: ${JSON.stringify(answer)}`);
  return { username, password: body.password, payPwd: body.payPwd, token: answer.data.token as string };
}
