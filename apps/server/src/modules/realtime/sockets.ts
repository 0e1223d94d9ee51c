/**
 * What the realtime hub knows of its sockets and the rules they live by (issue 22, faults 5, 19,
 * 20): what a client may send, how much may wait for it, how often it is pinged.
 */

/** What we use of a WebSocket (the `ws` socket @fastify/websocket hands us). */
export interface WebSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  ping(data?: Buffer): void;
  terminate(): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'pong', listener: (data: Buffer) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
}

/**
 * Clients send one message at most: `{"type":"auth","token":…}` (a token is at most 200
 * characters). A message larger than this closes the socket (1009, by the ws library).
 */
export const WS_MAX_MESSAGE_BYTES = 512;
/** Messages a client may send in a minute; past that the socket is closed (1008). */
export const CLIENT_MESSAGES_PER_MINUTE = 5;
/** Bytes waiting to be sent to one socket past which it is dropped (1013): it is not reading. */
export const WS_SEND_BUDGET_BYTES = 1024 * 1024;

/** Who is behind a socket that sent its session's token (modules/auth decides). */
export interface SocketMember {
  id: number;
  level: number;
}
/** A socket that has not answered the previous ping by the next one is dropped. */
export const PING_INTERVAL_MS = 30_000;

export interface RealtimeLimits {
  maxConnections: number;
  maxPerAddress: number;
  /** How often sockets are pinged (and dropped when they did not answer the last ping). */
  pingIntervalMs?: number;
}

/** What the hub asks of the rest of the app (app.ts hands these in). */
export interface RealtimeAccess {
  /**
   * The member behind a session token, or undefined when it is not a valid session (ended, expired,
   * frozen, unknown). Throws when it cannot tell (the database away): the socket keeps what it had.
   */
  authenticate(token: string): Promise<SocketMember | undefined>;
  /** Whether a room is in the VIP hall: its orders go only to members with a VIP level (2055). */
  vipRoom(roomId: number): Promise<boolean>;
}

export interface SocketState {
  address: string;
  gametype: GameType;
  token?: string;
  member?: SocketMember;
  /** The payload of the last ping: only a pong that echoes it proves the client is there. */
  ping?: Buffer;
  alive: boolean;
  messages: number;
  windowStart: number;
}

import type { GameType } from '@roundhouse/game';
