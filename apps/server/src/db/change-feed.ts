import { Listener, type ListenState } from './listener.ts';

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
 * fails. On every (re)connect, and when the connection is lost, subscribers are told to drop
 * everything, since changes made while no one listened were not heard.
 */
export class ChangeFeed {
  private readonly subscribers = new Set<(change: Change | 'reset') => void>();
  private readonly listener = new Listener({
    channel: CHANNEL,
    applicationName: 'roundhouse-changes',
    onMessage: (payload) => {
      const at = payload.indexOf(':');
      this.emit({ table: payload.slice(0, at) as Change['table'], id: payload.slice(at + 1) });
    },
    // Anything cached before this instant may have changed unheard.
    onConnected: () => this.emit('reset'),
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

  subscribe(subscriber: (change: Change | 'reset') => void): void {
    this.subscribers.add(subscriber);
  }

  /** Listens until close(); a dropped connection is re-opened with backoff, caches bypassed meanwhile. */
  listen(connectionString: string, log: (error: unknown) => void): Promise<void> {
    return this.listener.listen(connectionString, log);
  }

  close(): Promise<void> {
    return this.listener.close();
  }

  private emit(change: Change | 'reset'): void {
    for (const subscriber of this.subscribers) subscriber(change);
  }
}
