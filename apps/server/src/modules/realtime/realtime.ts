import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database.ts';

export interface GameEvent {
  type: 'open' | 'closed' | 'result' | 'order';
  gametype: number;
  seqno?: number;
  roomid?: number;
}

const CHANNEL = 'round_events';

/** What we use of a WebSocket (the `ws` socket @fastify/websocket hands us). */
interface WebSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
}

/**
 * Server push (DESIGN.md §4, §10): events are published with NOTIFY, so whichever process produced
 * them, every process LISTENs and forwards them to its own WebSocket clients of that game type.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private listener: pg.Client | undefined;

  constructor(private readonly db: Db) {}

  async publish(event: GameEvent): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(this.db);
  }

  /** Listens on a connection of its own (the pool's connections come and go). */
  async listen(connectionString: string, log: (error: unknown) => void): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('error', (error) => {
      log(error);
      this.listener = undefined;
    });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.forward(JSON.parse(message.payload) as GameEvent);
      } catch (error) {
        log(error);
      }
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  async close(): Promise<void> {
    for (const set of this.sockets.values()) for (const socket of set) socket.close();
    await this.listener?.end().catch(() => {});
  }

  register(app: FastifyInstance): void {
    app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
      const gametype = Number((request.query as { gametype?: string }).gametype);
      if (gametype !== 1 && gametype !== 2) {
        socket.close(1008, 'gametype must be 1 or 2');
        return;
      }
      const set = this.sockets.get(gametype) ?? new Set<WebSocket>();
      this.sockets.set(gametype, set);
      set.add(socket);
      socket.on('close', () => set.delete(socket));
    });
  }

  private forward(event: GameEvent): void {
    const text = JSON.stringify(event);
    for (const socket of this.sockets.get(event.gametype) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}
