import type { RoomEvent } from '@roundhouse/contract';
import { useEffect, useRef } from 'react';

/**
 * Server push (DESIGN.md §4): round open / closed / result events and new orders for a game type
 * over /api/ws, each with its payload. Polling (15 s orders, reload 5 s after zero) stays the
 * fallback, so a lost socket costs nothing.
 */
export function useRoomEvents(gameType: number | undefined, onEvent: (event: RoomEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (gameType === undefined || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/api/ws?gametype=${gameType}`);
      socket.onmessage = (message) => {
        try {
          handler.current(JSON.parse(String(message.data)) as RoomEvent);
        } catch {
          // Not an event we know: the poll covers it.
        }
      };
      socket.onclose = () => {
        if (!closed) retry = setTimeout(connect, 5000);
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
