import { API } from '@roundhouse/contract/web';
import type { Hall } from '@roundhouse/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** A hall's rooms; also what a tap that comes before the list waits for (home's game cards). */
export function roomListQuery(hall: Hall) {
  return queryOptions({
    queryKey: gamesKeys.rooms(hall),
    // 2055 (not a VIP member) is the VIP hall's page, which says what opens it: no toast over it.
    queryFn: () => callApi(API.getRoomList, { roomtype: hall }, { handles: [2055] }),
    retry: false,
  });
}

export function useRoomList(hall: Hall, enabled = true) {
  return useQuery({ ...roomListQuery(hall), enabled });
}
