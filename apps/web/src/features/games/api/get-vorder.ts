import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** The room's orders on the current round; refreshes every 15 s while the round is open (SPEC.md §4). */
export function useRoomOrders(roomid: number, seqno: number | undefined, open: boolean) {
  return useQuery({
    queryKey: gamesKeys.roomOrders(roomid, seqno),
    queryFn: () => callApi(API.getVorder, { roomid, gameseq: seqno }, { silent: true }),
    enabled: seqno !== undefined,
    refetchInterval: open ? 15_000 : false,
    refetchIntervalInBackground: false,
  });
}
