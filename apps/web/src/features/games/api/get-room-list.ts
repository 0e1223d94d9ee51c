import { API } from '@roundhouse/contract/web';
import type { Hall } from '@roundhouse/game';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

export function useRoomList(hall: Hall, enabled = true) {
  return useQuery({
    queryKey: gamesKeys.rooms(hall),
    queryFn: () => callApi(API.getRoomList, { roomtype: hall }),
    enabled,
    retry: false,
  });
}
