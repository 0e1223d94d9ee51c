import { getRoomList } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const roomListKey = (hall: 1 | 2) => ['games', 'rooms', hall] as const;

export function useRoomList(hall: 1 | 2, enabled = true) {
  return useQuery({
    queryKey: roomListKey(hall),
    queryFn: () => callApi(getRoomList, { roomtype: hall }),
    enabled,
    retry: false,
  });
}
