import type { CallData, getGameinfo, getVorder, Room } from '@roundhouse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { invalidateMoney } from '../../../session';
import { useGameInfo } from '../api/get-gameinfo';
import { gamesKeys } from '../keys';
import { outcomeLabels } from '../outcome-labels';
import { answeredAt, useDeadlineReached } from '../use-countdown';
import { useRoomEvents } from '../use-room-events';
import { announceResult } from './result-notice';
import { withPushedOrders, withPushedResult } from './room-events';

type RoomInfo = CallData<typeof getGameinfo>;
type RoomOrderList = CallData<typeof getVorder>;

/** SPEC.md §4: the room reloads 5 s after the countdown reaches zero. */
const RELOAD_AFTER_CLOSE_MS = 5000;

/** When the round closes (open) or the next opens (closed), by this device's clock. */
function deadlineOf(data: RoomInfo | undefined): number | undefined {
  return data ? answeredAt(data) + (data.diff.minute * 60 + data.diff.second) * 1000 : undefined;
}

export function roomRates(room: Room): [number, number, number, number] {
  return [room.rate0, room.rate1, room.rate2, room.rate3];
}

/**
 * A trading room's live state: the room and its current round from the server, the deadline its
 * countdown runs to (synced to the server's `diff`), the closed state at zero, a reload 5 s later,
 * and server push.
 */
export function useTradingRoom(roomid: number) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const info = useGameInfo(roomid);
  const data = info.data;
  // From the first frame when the room is known (the server renders the room with it too: open,
  // with its time left, not closed at 00:00 until an effect has run).
  const [deadline, setDeadline] = useState<number | undefined>(() => deadlineOf(data));
  const room = data?.room;
  const game = data?.game;
  // Only the round's header counts the seconds: the room is drawn again when the round closes.
  const reached = useDeadlineReached(deadline);
  const open = game?.status === 'open' && !reached;
  const labels = useMemo(() => (room ? outcomeLabels(room.label_set, i18n.language) : null), [room, i18n.language]);

  // The countdown runs from the server's answer, not from this device's clock.
  useEffect(() => {
    if (data) setDeadline(deadlineOf(data));
  }, [data]);
  useEffect(() => {
    if (!data || !reached) return;
    const timer = setTimeout(() => {
      void info.refetch();
      void invalidateMoney(queryClient);
    }, RELOAD_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [reached, data, info, queryClient]);
  // Push: patch what the event changed; only a new round needs the server again.
  useRoomEvents(room?.type, (event) => {
    if (event.type === 'open') {
      void queryClient.invalidateQueries({ queryKey: gamesKeys.info(roomid) });
    } else if (event.type === 'resync') {
      // Events were missed while the server could not hear them: everything the room shows again.
      void queryClient.invalidateQueries({ queryKey: gamesKeys.info(roomid) });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.orders });
      void invalidateMoney(queryClient);
    } else if (event.type === 'order' && event.roomid === roomid && labels) {
      queryClient.setQueryData(gamesKeys.roomOrders(roomid, event.seqno), (list: RoomOrderList | undefined) =>
        withPushedOrders(list, event, labels),
      );
    } else if (event.type === 'result' && labels) {
      queryClient.setQueryData(gamesKeys.info(roomid), (old: RoomInfo | undefined) =>
        withPushedResult(old, event, labels),
      );
      // A payout may have moved this member's balance; their result is said if they ordered.
      void invalidateMoney(queryClient);
      void announceResult(queryClient, t, roomid, event);
    }
  });

  const starting = info.error instanceof ApiError && info.error.errCode === 1054;
  return { info, data, room, game, deadline, open, labels, starting };
}

export type TradingRoom = ReturnType<typeof useTradingRoom>;
