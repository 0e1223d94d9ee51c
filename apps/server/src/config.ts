import path from 'node:path';
import * as z from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * The same database without a pooler in between, for what needs a session of its own (LISTEN,
     * the scheduler's lease, migrations, the seed's lock) when DATABASE_URL is a PgBouncer in
     * transaction mode (issue 24). Defaults to DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** The most one recharge, withdrawal or order may move (USD; finance has its own range). */
    MAX_REQUEST_USD: z.coerce.number().int().min(1).max(1_000_000_000).default(1_000_000),
    /** Approving a payout of this many USD or more asks staff for a fresh code (step-up; 0: every one). */
    WITHDRAWAL_STEP_UP_USD: z.coerce.number().int().min(0).max(1_000_000_000).default(1_000),
    /** The most a member's account may hold (USD): far below 2^53 cents. */
    BALANCE_CEILING_USD: z.coerce.number().int().min(1).max(10_000_000_000).default(1_000_000_000),
    /** Connections of a process's request pool, and how long a request waits for one (then 1014). */
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(20),
    /** Refuse a second pool connection inside a transaction (tests; costs promise speed on Node 20). */
    DB_CHECK_TRANSACTIONS: bool.default(false),
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(54_320),
    APP_MODE: z.enum(['demo', 'live']).default('demo'),
    /** Staff's second factor (TOTP): required in live mode, optional in demo (so the demo logins work). */
    STAFF_2FA: z.enum(['required', 'optional', 'off']).optional(),
    SEED_DEMO: bool.optional(),
    DEMO_INVITATION_CODE: z
      .string()
      .regex(/^[A-Za-z0-9]{4,32}$/, 'letters and digits, 4-32 characters')
      .default('WELCOME'),
    ADMIN_USERNAME: z
      .string()
      .regex(/^[A-Za-z0-9]{3,32}$/, 'letters and digits, 3-32 characters')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').max(64).optional(),
    SMS_MODE: z.enum(['off', 'console', 'webhook']).default('off'),
    SMS_WEBHOOK_URL: z.url().optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(7 * 24 * 60),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
    /** A staff session ends after this many minutes unused (issue 23); members' after SESSION_IDLE_MINUTES. */
    STAFF_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
    SMS_SENDS_PER_IP: z.coerce.number().int().min(1).default(20),
    REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(10),
    /** Pages of the public fairness record (chains, seeds, commitments) per address per minute. */
    VERIFY_PAGES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    TRUST_PROXY: bool.default(false),
    /** A request (headers and body) must arrive within this long; a slow sender is cut off. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Open HTTP connections per client address (0: no cap; off behind a proxy, TRUST_PROXY). */
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
    GAME1_ROUND_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    GAME2_ROUND_SECONDS: z.coerce.number().int().min(2).max(3600).default(180),
    ROUND_GAP_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
    CHAIN_LENGTH: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
    /** Seconds in one finance accrual period ("a day" of a contract); shorter for demos and tests. */
    FINANCE_ACCRUAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
    SCHEDULER: bool.default(true),
    /**
     * On SIGTERM, how long the process stays up answering /readyz with 503 before it stops taking
     * requests: a load balancer's health checks see it and send new requests elsewhere (issue 24).
     * 0 for a process on its own.
     */
    DRAIN_MS: z.coerce.number().int().min(0).max(8000).default(0),
    /** This process's name in /readyz, so an operator sees a balancer spread the load (issue 24). */
    INSTANCE_NAME: z
      .string()
      .regex(/^[\w.:-]{1,64}$/)
      .default(`pid-${process.pid}`),
    WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
    WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    /** Seconds between the server's pings; a socket that did not echo the last one is dropped. */
    WS_PING_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    WEB_DIST: z.string().optional(),
    /** Serve the API documentation at /docs (default: in demo mode only). */
    API_DOCS: bool.optional(),
    /** The private port: /readyz with details (0: none). Loopback unless METRICS_HOST says otherwise. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** How often the scheduler's leader audits what the ledger gained since (console and metrics; 0: never). */
    LEDGER_AUDIT_MINUTES: z.coerce.number().min(0).max(1440).default(10),
    /** How often the leader audits the whole ledger, counted from the last whole audit (0: never). */
    LEDGER_FULL_AUDIT_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** How often the leader removes what has expired (sessions, limits, codes, old request keys; 0: never). */
    RETENTION_MINUTES: z.coerce.number().min(0).max(1440).default(5),
    /** Where the scheduler's leader writes a backup (`npm run backup`'s file) every BACKUP_MINUTES (unset: none). */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
    /** How many scheduled backups are kept (the newest); older ones are removed. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** Request keys are kept this many days: a retry after that is refused (3081), never applied twice. */
    REQUEST_KEY_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    /** Members' sign-ins (time, address, browser, result) are kept this many days (the database keeps 30 at least). */
    SIGN_IN_DAYS: z.coerce.number().int().min(30).max(3650).default(180),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The share of API answers also logged at info (one line each; all of them at debug). */
    LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
      });
    }
    if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_DIRECT_URL'], message: 'set it with DATABASE_URL' });
    }
    if (env.SMS_MODE === 'webhook' && !env.SMS_WEBHOOK_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_URL'], message: 'required when SMS_MODE=webhook' });
    }
  });

export type Config = Omit<z.output<typeof schema>, 'SEED_DEMO' | 'STAFF_2FA'> & {
  SEED_DEMO: boolean;
  STAFF_2FA: 'required' | 'optional' | 'off';
};

export class ConfigError extends Error {}

/** A listen that failed because another program holds the port, as a ConfigError naming the variable. */
export function portTaken(error: unknown, variable: string, port: number): unknown {
  if ((error as { code?: string } | null)?.code !== 'EADDRINUSE') return error;
  return new ConfigError(
    `Port ${port} (${variable}) is in use by another program — is Roundhouse already running? ` +
      `Stop it, or set ${variable} to a free port.`,
  );
}

/** Reads the environment once at boot; a bad value stops the boot with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    ...(parsed.BACKUP_DIR ? { BACKUP_DIR: path.resolve(parsed.BACKUP_DIR) } : {}),
    SEED_DEMO: parsed.SEED_DEMO ?? parsed.APP_MODE === 'demo',
    STAFF_2FA: parsed.STAFF_2FA ?? (parsed.APP_MODE === 'live' ? 'required' : 'optional'),
  };
}
