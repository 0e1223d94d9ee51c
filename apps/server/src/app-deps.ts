// What the composition root is built from (services.ts, app.ts): the configuration, the pools, and
// what tests replace.
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import type { SmsSender } from './modules/sms/sms.service.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Replaces the configured SMS sender (tests: we do not run an SMS gateway). */
  smsSender?: SmsSender;
  /** A small pool of the scheduler's own, so lease renewals never queue behind requests. */
  schedulerDb?: Db;
  /** PostgreSQL's own URL (past a pooler), for what takes a connection of its own: the backups. */
  databaseUrl?: string;
  /** A small pool for the process's own checks (readiness), never queued behind requests. */
  opsDb?: Db;
  /**
   * The database's change notifications (serve.ts listens): while live, sessions, rooms, rounds and
   * settings are served from memory. Without it every read goes to the database.
   */
  changes?: ChangeFeed;
  /** The time rules that span hours read (responsible play's 24 hours); tests move it. */
  clock?: (() => number) | undefined;
  /** The process's metrics (issue 25): serve.ts serves them on the private port. */
  metrics?: Metrics;
  /** Check every answer against its contract schema (the tests turn this on). */
  checkAnswers?: boolean;
  logger?: boolean;
  /** Where the log goes instead of stdout (the test that reads a whole log for secrets). */
  logStream?: NodeJS.WritableStream;
}
