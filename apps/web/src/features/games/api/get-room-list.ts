import { API } from '@roundhouse/contract/web';
import type { Hall } from '@roundhouse/game';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

export function useRoomList(hall: Hall, enabled = true) {
  return useQuery({
    queryKey: gamesKeys.rooms(hall),
    // 2055 (not a VIP member) is the VIP hall's page, which says what opens it: no toast over it.
    queryFn: () => callApi(API.getRoomList, { roomtype: hall }, { handles: [2055] }),
    enabled,
    retry: false,
  });
}
