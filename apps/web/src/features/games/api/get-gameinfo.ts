import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** Whether an address's id can name a room at all (/activity/abc cannot). */
export const isRoomId = (id: number): boolean => Number.isInteger(id) && id > 0;

/** The room's current round; reloaded on entry, when the page becomes visible and after each round. */
export function useGameInfo(roomid: number) {
  return useQuery({
    queryKey: gamesKeys.info(roomid),
    // The trading room and a round's page show a refusal (no such room, the first round opening) in place.
    queryFn: () => callApi(API.getGameinfo, { roomid }, { inPage: true }),
    // An address whose id is no room's (/activity/abc) is not asked about.
    enabled: isRoomId(roomid),
    retry: false,
    refetchOnWindowFocus: true,
    // 1054: the first round is about to open; the room starts anyway and keeps asking.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.errCode === 1054 ? 2000 : false,
  });
}
