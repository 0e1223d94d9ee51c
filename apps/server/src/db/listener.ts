import pg from 'pg';

/** 'off' before listen() or after close(), 'live' while heard, 'lost' while being re-opened. */
export type ListenState = 'off' | 'live' | 'lost';

/**
 * Where a listener reports: 'warn' for a loss or a failed attempt (with its error), 'info' once it
 * is heard again (an operator sees the fault and the recovery, issue 25).
 */
export type ListenLog = (level: 'warn' | 'info', message: string, error?: unknown) => void;

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * One LISTEN connection of its own (a pool's connections come and go), re-opened with backoff —
 * 0.25 s doubling to 5 s — whenever the database drops it (a restart, pg_terminate_backend), for as
 * long as it is not closed. What was published while it was away is not heard: `onConnected`
 * (after a reconnect) and `onLost` let the owner make up for it (issue 22, fault 16).
 */
export class Listener {
  private client: pg.Client | undefined;
  private started = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RETRY_MIN_MS;
  /** When the live connection was lost (undefined while live or never lost). */
  private lostAt: number | undefined;
  /** Connections opened again after a loss, since the start (the metrics count them). */
  reconnects = 0;

  constructor(
    private readonly options: {
      channel: string;
      /** Shown in pg_stat_activity: which connection is which. */
      applicationName: string;
      onMessage: (payload: string) => void;
      /** After each connection: `first` is false after a reconnect. */
      onConnected?: (first: boolean) => void;
      onLost?: () => void;
    },
  ) {}

  get state(): ListenState {
    if (!this.started || this.closed) return 'off';
    return this.client ? 'live' : 'lost';
  }

  /**
   * Connects and listens. With `mustConnect` a failed first connection throws (the process does not
   * start without it); otherwise it is retried like a lost one.
   */
  async listen(connectionString: string, log: ListenLog, mustConnect = false): Promise<void> {
    this.started = true;
    await this.connect(connectionString, log, true, mustConnect);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(connectionString: string, log: ListenLog, first: boolean, mustConnect = false) {
    const client = new pg.Client({ connectionString, application_name: this.options.applicationName });
    const lost = (error?: unknown) => {
      const wasLive = this.client === client;
      if (wasLive) {
        this.client = undefined;
        this.lostAt = Date.now();
      }
      if (wasLive || error) log('warn', wasLive ? 'connection lost, listening again' : 'not connected yet', error);
      client.removeAllListeners('end');
      client.end().catch(() => {});
      if (wasLive) this.options.onLost?.();
      if (this.closed || this.retry) return;
      this.retry = setTimeout(() => {
        this.retry = undefined;
        this.connect(connectionString, log, false).catch((e) => log('warn', 'not connected yet', e));
      }, this.retryMs);
      this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload) this.options.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${this.options.channel}`);
    } catch (error) {
      if (mustConnect) {
        client.removeAllListeners('end');
        client.end().catch(() => {});
        throw error;
      }
      lost(error);
      return;
    }
    if (this.closed) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    if (!first) {
      this.reconnects += 1;
      log('info', `listening again after ${Date.now() - (this.lostAt ?? Date.now())} ms`);
      this.lostAt = undefined;
    }
    this.options.onConnected?.(first);
  }
}
