/**
 * Events pushed over /api/ws (DESIGN.md §4) to the clients of one game type. Each carries what
 * changed, so a client patches what it shows instead of asking the server again.
 */
export type RoomEvent =
  /**
   * The server missed events (its database connection dropped and came back): refetch what the
   * screen shows instead of patching it.
   */
  | { type: 'resync'; gametype: GameType }
  /** A new round is open: its number, commitment and times come from getGameinfo. */
  | { type: 'open'; gametype: GameType; seqno: number }
  | { type: 'closed'; gametype: GameType; seqno: number }
  /** A round was drawn and settled: its numbers and which outcomes (0–3) won. */
  | {
      type: 'result';
      gametype: GameType;
      seqno: number;
      num1: number;
      num2: number;
      num3: number;
      sum: number;
      wins: number[];
    }
  /** Orders placed in a room on a round (owner's name masked), as getVorder lists them. */
  | {
      type: 'order';
      gametype: GameType;
      roomid: number;
      seqno: number;
      orders: { id: number; username: string; value: number; money: number; rate: number; created_at: string }[];
    };

/**
 * What a socket may send: its session's token, once (the VIP hall's orders are pushed only to
 * members allowed to see them). Sent as a message, never in the URL.
 */
export type SocketAuth = { type: 'auth'; token: string };

/** What the server tells one socket about itself (not a room's event). */
export type SocketNotice =
  /** The answer to SocketAuth: ok when the token is a live session. */
  | { type: 'auth'; ok: boolean }
  /** The session this socket authenticated with has ended (logout, freeze, password change). */
  | { type: 'session_ended' };

import type { GameType } from '@roundhouse/game';
