import { randomBytes } from 'node:crypto';
import { type RoomEvent as GameEvent, gameType } from '@roundhouse/contract';
import type { GameType } from '@roundhouse/game';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { Listener, type ListenLog, type ListenState } from '../../db/listener.ts';
import { SocketSessions } from './socket-sessions.ts';
import {
  PING_INTERVAL_MS,
  type RealtimeAccess,
  type RealtimeLimits,
  type SocketState,
  type WebSocket,
  WS_SEND_BUDGET_BYTES,
} from './sockets.ts';

export type { RoomEvent as GameEvent } from '@roundhouse/contract';
export type { RealtimeAccess, RealtimeLimits, SocketMember } from './sockets.ts';
export { WS_MAX_MESSAGE_BYTES, WS_SEND_BUDGET_BYTES } from './sockets.ts';

const CHANNEL = 'round_events';
const ORDER_GATHER_MS = 5;
const ORDERS_PER_EVENT = 40;

/**
 * Server push (DESIGN.md §4, §10): events are published with NOTIFY, so whichever process produced
 * them, every process LISTENs and forwards them to its own WebSocket clients of that game type.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly perAddress = new Map<string, number>();
  private readonly states = new Map<WebSocket, SocketState>();
  private total = 0;
  /** Messages sent to sockets since the start (the metrics count them). */
  sent = 0;
  private readonly pendingOrders = new Map<string, Extract<GameEvent, { type: 'order' }>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private log: ListenLog = () => {};
  private readonly listener = new Listener({
    channel: CHANNEL,
    applicationName: 'roundhouse-realtime',
    onMessage: (payload) => {
      try {
        this.forward(JSON.parse(payload) as GameEvent);
      } catch (error) {
        this.log('warn', 'unreadable event', error);
      }
    },
    onConnected: (first) => {
      if (first) return;
      for (const gametype of this.sockets.keys()) this.forward({ type: 'resync', gametype: gametype as GameType });
    },
  });
  private pinger: NodeJS.Timeout | undefined;
  private readonly sessions: SocketSessions;

  constructor(
    private readonly db: Db,
    private readonly limits: RealtimeLimits,
    private readonly access?: RealtimeAccess,
  ) {
    this.sessions = new SocketSessions(access);
  }

  /**
   * A member's sessions changed (logout, freeze, a password change elsewhere): every socket that
   * authenticated as them checks its session again and is told and closed when it has ended.
   */
  async recheckMember(userId: number): Promise<void> {
    const checks: Promise<void>[] = [];
    for (const [socket, state] of this.states) {
      if (state.member?.id === userId) checks.push(this.sessions.recheck(socket, state));
    }
    await Promise.all(checks);
  }

  /**
   * 'off' before listen() (tests that drive no push), 'live' while events are heard, 'lost' while
   * the LISTEN connection is being re-opened: the process cannot push then (/readyz answers 503).
   */
  get state(): ListenState {
    return this.listener.state;
  }

  /** Open sockets, for /readyz and the operator. */
  get connections(): number {
    return this.total;
  }

  /** Times the LISTEN connection was opened again after a loss. */
  get reconnects(): number {
    return this.listener.reconnects;
  }

  /** Bytes waiting in this process to be sent to its sockets (bounded by the send budget). */
  get bufferedBytes(): number {
    let bytes = 0;
    for (const socket of this.states.keys()) bytes += socket.bufferedAmount;
    return bytes;
  }

  async publish(event: GameEvent): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(this.db);
  }

  /**
   * Order events, gathered for a few milliseconds and sent as one event per room and round (at most
   * ORDERS_PER_EVENT orders each, well under NOTIFY's 8,000 bytes) in one statement: a NOTIFY per
   * order would be a round trip per order and a commit on PostgreSQL's notify queue lock per order.
   */
  publishOrders(event: Extract<GameEvent, { type: 'order' }>): void {
    const key = `${event.roomid}:${event.seqno}`;
    const pending = this.pendingOrders.get(key);
    if (pending) pending.orders.push(...event.orders);
    else this.pendingOrders.set(key, { ...event, orders: [...event.orders] });
    this.flushTimer ??= setTimeout(() => this.flushOrders(), ORDER_GATHER_MS);
  }

  private flushOrders(): void {
    this.flushTimer = undefined;
    const events: GameEvent[] = [];
    for (const event of this.pendingOrders.values()) {
      for (let i = 0; i < event.orders.length; i += ORDERS_PER_EVENT) {
        events.push({ ...event, orders: event.orders.slice(i, i + ORDERS_PER_EVENT) });
      }
    }
    this.pendingOrders.clear();
    if (events.length === 0) return;
    const notifies = sql.join(events.map((e) => sql`pg_notify(${CHANNEL}, ${JSON.stringify(e)})`));
    // A failed notify only delays these orders to the clients' 15 s poll.
    sql`select ${notifies}`.execute(this.db).catch(() => {});
  }

  /**
   * Listens on a connection of its own (db/listener.ts: re-opened with backoff when lost); once it
   * is back, every socket is told to resync, since events published meanwhile were not heard
   * (issue 22, fault 16). The first connection must succeed (the process does not start without it).
   */
  listen(connectionString: string, log: ListenLog): Promise<void> {
    this.log = log;
    return this.listener.listen(connectionString, log, true);
  }

  async close(): Promise<void> {
    clearInterval(this.pinger);
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushOrders();
    }
    // 1012 "service restart": the client reconnects (to another process behind the balancer).
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1012, 'restarting');
    await this.listener.close();
  }

  register(app: FastifyInstance): void {
    app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
      // The contract's game type, strictly: '1' or '2', never '1e0', ' 1' or '0x1' (issue 22, fault 25).
      const parsed = gameType.safeParse((request.query as { gametype?: unknown }).gametype);
      const gametype = parsed.success ? parsed.data : undefined;
      if (gametype === undefined) {
        socket.close(1008, 'gametype must be 1 or 2');
        return;
      }
      const address = request.ip;
      const fromAddress = this.perAddress.get(address) ?? 0;
      if (this.total >= this.limits.maxConnections || fromAddress >= this.limits.maxPerAddress) {
        // 1013: try again later.
        socket.close(1013, 'too many connections');
        return;
      }
      this.total += 1;
      this.perAddress.set(address, fromAddress + 1);
      const set = this.sockets.get(gametype) ?? new Set<WebSocket>();
      this.sockets.set(gametype, set);
      set.add(socket);
      const state: SocketState = { address, gametype, alive: true, messages: 0, windowStart: Date.now() };
      this.states.set(socket, state);
      // Only a pong that echoes our own ping proves the client reads (issue 22, fault 19).
      socket.on('pong', (data: Buffer) => {
        if (state.ping && data.equals(state.ping)) state.alive = true;
      });
      socket.on('message', (data: Buffer) => void this.sessions.receive(socket, state, data));
      socket.on('close', () => {
        set.delete(socket);
        this.states.delete(socket);
        this.total -= 1;
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.perAddress.set(address, left);
        else this.perAddress.delete(address);
      });
    });
    this.pinger = setInterval(() => this.ping(), this.limits.pingIntervalMs ?? PING_INTERVAL_MS);
    this.pinger.unref();
  }

  /**
   * Drops sockets that did not answer the last ping with its own payload (a vanished phone, or a
   * client that never reads), pings the rest, and checks the sessions of authenticated ones.
   */
  private ping(): void {
    for (const [socket, state] of this.states) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      state.ping = randomBytes(8);
      socket.ping(state.ping);
      if (state.token) void this.sessions.recheck(socket, state);
    }
  }

  /**
   * Sends to one socket unless it is too far behind: a client that does not read would otherwise
   * grow this process's memory without bound (issue 22, fault 19). It is closed (1013) and dropped.
   */
  private send(socket: WebSocket, text: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > WS_SEND_BUDGET_BYTES) {
      socket.close(1013, 'not reading');
      socket.terminate();
      return;
    }
    socket.send(text);
    this.sent += 1;
  }

  private forward(event: GameEvent): void {
    const text = JSON.stringify(event);
    const sockets = this.sockets.get(event.gametype);
    if (!sockets || sockets.size === 0) return;
    if (event.type === 'order' && this.access) {
      // A VIP room's orders follow getVorder's rule: only members with a VIP level see them.
      const roomId = event.roomid;
      void this.access.vipRoom(roomId).then(
        (vip) => {
          for (const socket of sockets) {
            if (!vip || (this.states.get(socket)?.member?.level ?? 0) >= 1) this.send(socket, text);
          }
        },
        () => {},
      );
      return;
    }
    for (const socket of sockets) this.send(socket, text);
  }
}
