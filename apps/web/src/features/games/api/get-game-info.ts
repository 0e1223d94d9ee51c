import { getGameinfo } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const gameInfoKey = (roomid: number) => ['games', 'info', roomid] as const;

/** The room's current round; reloaded on entry, when the page becomes visible and after each round. */
export function useGameInfo(roomid: number) {
  return useQuery({
    queryKey: gameInfoKey(roomid),
    queryFn: () => callApi(getGameinfo, { roomid }),
    retry: false,
    refetchOnWindowFocus: true,
  });
}
