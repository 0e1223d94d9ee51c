import type { RetentionRepository } from './retention.repository.ts';

const DAY_MS = 86_400_000;
/** Rows per statement: each delete is a short transaction. */
export const RETENTION_BATCH = 1000;
/** At most this many batches per table per run; the rest waits for the next run. */
const MAX_BATCHES = 50;

export interface RetentionRules {
  /** Request keys are kept this long: a retry after that is refused, never applied twice. */
  requestKeyDays: number;
  /** The longest idle time of a session (members' or staff's), in minutes. */
  sessionIdleMinutes: number;
  /** Members' sign-ins are kept this long (the database refuses to remove one younger than 30 days). */
  signInDays: number;
}

/**
 * Keeps the tables that grow with traffic bounded (issue 25): run by the scheduler's leader on a
 * schedule. Ended sessions, finished rate-limit windows and expired SMS codes are kept a day (for
 * an operator looking into something), request keys `requestKeyDays`, members' sign-ins (their
 * addresses are personal data) `signInDays`. Read marks of deleted articles go with their article
 * (on delete cascade).
 */
export class RetentionService {
  constructor(private readonly deps: { repo: RetentionRepository; rules: RetentionRules; now?: () => number }) {}

  async run(): Promise<Record<'sessions' | 'rateLimits' | 'smsCodes' | 'requestKeys' | 'signIns', number>> {
    const now = this.deps.now?.() ?? Date.now();
    const dayAgo = new Date(now - DAY_MS);
    const { repo, rules } = this.deps;
    const idleBefore = new Date(now - DAY_MS - rules.sessionIdleMinutes * 60_000);
    return {
      sessions: await drain((limit) => repo.sessions(dayAgo, idleBefore, limit)),
      rateLimits: await drain((limit) => repo.rateLimits(dayAgo, limit)),
      smsCodes: await drain((limit) => repo.smsCodes(dayAgo, limit)),
      requestKeys: await drain((limit) => repo.requestKeys(new Date(now - rules.requestKeyDays * DAY_MS), limit)),
      signIns: await drain((limit) => repo.signIns(new Date(now - rules.signInDays * DAY_MS), limit)),
    };
  }
}

/** Batch after batch until one comes back short (or the run's share is used). */
async function drain(batch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const removed = await batch(RETENTION_BATCH);
    total += removed;
    if (removed < RETENTION_BATCH) break;
  }
  return total;
}
