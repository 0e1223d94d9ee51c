import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { Listener, type ListenLog, type ListenState } from './listener.ts';

/** A row a process may hold in memory changed (the notify_change trigger): its table and id. */
export interface Change {
  table: 'users' | 'sessions' | 'rooms' | 'rounds' | 'app_settings' | 'play_limits' | 'play_settings';
  /** The row's id; for sessions the member's id, for rounds the game type; empty for app_settings. */
  id: string;
}

const CHANNEL = 'roundhouse_changes';
/** A probe's payload: this prefix and the sending process's token (no table is called that). */
const PROBE = 'probe:';

/**
 * The database's change notifications, on a connection of their own (DESIGN.md §10). A cache may
 * serve from memory only while `live` is true: from the moment LISTEN answered until the connection
 * fails. On every (re)connect, and when the connection is lost, subscribers are told to drop
 * everything, since changes made while no one listened were not heard.
 */
export class ChangeFeed {
  private readonly subscribers = new Set<(change: Change | 'reset') => void>();
  /** This process's probes (other processes of a fleet hear them too, and ignore them). */
  private readonly probeToken = `${PROBE}${randomBytes(6).toString('hex')}`;
  private probeSentAt: number | undefined;
  private lastLagMs: number | undefined;
  private readonly listener = new Listener({
    channel: CHANNEL,
    applicationName: 'roundhouse-changes',
    onMessage: (payload) => {
      if (payload.startsWith(PROBE)) {
        if (payload === this.probeToken && this.probeSentAt !== undefined) {
          this.lastLagMs = performance.now() - this.probeSentAt;
          this.probeSentAt = undefined;
        }
        return;
      }
      const at = payload.indexOf(':');
      this.emit({ table: payload.slice(0, at) as Change['table'], id: payload.slice(at + 1) });
    },
    // Anything cached before this instant may have changed unheard.
    onConnected: () => {
      // A probe sent while nobody listened is never heard: the next one measures.
      this.probeSentAt = undefined;
      this.emit('reset');
    },
    onLost: () => this.emit('reset'),
  });

  /** True while changes are being heard: caches may answer from memory. */
  get live(): boolean {
    return this.listener.state === 'live';
  }

  /** 'off' before listen(), 'live' while heard, 'lost' while the connection is re-opened. */
  get state(): ListenState {
    return this.listener.state;
  }

  /** Times the LISTEN connection was opened again after a loss. */
  get reconnects(): number {
    return this.listener.reconnects;
  }

  /**
   * The feed's lag in seconds, for the metrics: how long the last probe took from a commit to being
   * heard here or, while a probe is still unheard, how long it has waited so far (a stuck feed shows
   * as a growing lag, not as the last good figure). Undefined before the first probe.
   */
  get lagSeconds(): number | undefined {
    const waiting = this.probeSentAt === undefined ? 0 : performance.now() - this.probeSentAt;
    const lag = Math.max(this.lastLagMs ?? 0, waiting);
    return this.lastLagMs === undefined && this.probeSentAt === undefined ? undefined : lag / 1000;
  }

  /**
   * Sends a probe through the database, as the triggers do, unless one is still on its way; its
   * trip back is the next `lagSeconds`. The metrics send one per scrape.
   */
  probe(db: Db): void {
    if (this.probeSentAt !== undefined || !this.live) return;
    this.probeSentAt = performance.now();
    sql`select pg_notify(${CHANNEL}, ${this.probeToken})`.execute(db).catch(() => {
      this.probeSentAt = undefined;
    });
  }

  subscribe(subscriber: (change: Change | 'reset') => void): void {
    this.subscribers.add(subscriber);
  }

  /** Listens until close(); a dropped connection is re-opened with backoff, caches bypassed meanwhile. */
  listen(connectionString: string, log: ListenLog): Promise<void> {
    return this.listener.listen(connectionString, log);
  }

  close(): Promise<void> {
    return this.listener.close();
  }

  private emit(change: Change | 'reset'): void {
    for (const subscriber of this.subscribers) subscriber(change);
  }
}
