import pg from 'pg';

/** A row a process may hold in memory changed (the notify_change trigger): its table and id. */
export interface Change {
  table: 'users' | 'sessions' | 'rooms' | 'rounds' | 'app_settings' | 'play_limits' | 'play_settings';
  /** The row's id; for sessions the member's id, for rounds the game type; empty for app_settings. */
  id: string;
}

const CHANNEL = 'roundhouse_changes';

/**
 * The database's change notifications, on a connection of their own (DESIGN.md §10). A cache may
 * serve from memory only while `live` is true: from the moment LISTEN answered until the connection
 * fails. On every (re)connect subscribers are told to drop everything, since changes made while no
 * one listened were not heard.
 */
export class ChangeFeed {
  private client: pg.Client | undefined;
  private readonly subscribers = new Set<(change: Change | 'reset') => void>();
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  private started = false;

  /** True while changes are being heard: caches may answer from memory. */
  get live(): boolean {
    return this.client !== undefined;
  }

  /** 'off' before listen(), 'live' while heard, 'lost' while the connection is re-opened. */
  get state(): 'off' | 'live' | 'lost' {
    if (!this.started || this.closed) return 'off';
    return this.client ? 'live' : 'lost';
  }

  subscribe(subscriber: (change: Change | 'reset') => void): void {
    this.subscribers.add(subscriber);
  }

  /** Listens until close(); a dropped connection is retried every second, caches bypassed meanwhile. */
  async listen(connectionString: string, log: (error: unknown) => void): Promise<void> {
    this.started = true;
    const client = new pg.Client({ connectionString, application_name: 'roundhouse-changes' });
    const lost = (error?: unknown) => {
      if (this.client === client) this.client = undefined;
      this.emit('reset');
      if (error) log(error);
      client.end().catch(() => {});
      if (!this.closed && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = undefined;
          this.listen(connectionString, log).catch(log);
        }, 1000);
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const at = message.payload.indexOf(':');
      this.emit({ table: message.payload.slice(0, at) as Change['table'], id: message.payload.slice(at + 1) });
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    // Anything cached before this instant may have changed unheard.
    this.emit('reset');
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private emit(change: Change | 'reset'): void {
    for (const subscriber of this.subscribers) subscriber(change);
  }
}
