import type { RoomEvent, SocketAuth, SocketNotice } from '@roundhouse/contract';
import { useEffect, useRef } from 'react';
import { useSession } from '../../state/session';

/**
 * The wait before reconnecting after `attempt` failures: 0.5, 1, 2 … up to 30 s (sockets already
 * reach the balancer at different moments, so no random spread is added).
 */
export function reconnectDelay(attempt: number, code: number): number {
  // 1012: the process is restarting (a release): another behind the balancer answers at once.
  if (code === 1012 && attempt === 0) return 250;
  return Math.min(30_000, 500 * 2 ** attempt);
}

/**
 * Server push (DESIGN.md §4): round open / closed / result events and new orders for a game type
 * over /api/ws, each with its payload. Polling (15 s orders, reload 5 s after zero) stays the
 * fallback, so a lost socket costs little. A lost socket reconnects with backoff, and once back the
 * screen is told to refetch what it shows (a `resync`): events sent meanwhile were missed (issue 28).
 */
export function useRoomEvents(gameType: number | undefined, onEvent: (event: RoomEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (gameType === undefined || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let failures = 0;
    let dropped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const opened = new WebSocket(`${scheme}://${window.location.host}/api/ws?gametype=${gameType}`);
      socket = opened;
      // A member's socket says who it is (in a message, never the URL): the VIP hall's orders are
      // pushed only to members who may see them.
      opened.onopen = () => {
        failures = 0;
        if (dropped) handler.current({ type: 'resync', gametype: gameType as RoomEvent['gametype'] });
        dropped = false;
        // Read when the socket opens (the room is a member's screen: the session is there), not
        // subscribed to: the stored session arriving after the first render must not reopen it.
        const token = useSession.getState().token;
        if (token) opened.send(JSON.stringify({ type: 'auth', token } satisfies SocketAuth));
      };
      opened.onmessage = (message) => {
        try {
          const event = JSON.parse(String(message.data)) as RoomEvent | SocketNotice;
          // Notices about this socket itself (auth, session_ended) are not a room's events.
          if ('gametype' in event) handler.current(event);
        } catch {
          // Not an event we know: the poll covers it.
        }
      };
      opened.onclose = (event) => {
        if (closed) return;
        dropped = true;
        retry = setTimeout(connect, reconnectDelay(failures, event.code));
        failures += 1;
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [gameType]);
}
