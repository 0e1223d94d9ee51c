import type { BetStatus } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { betsKeys } from '../keys';

/** What "My bets" is filtered by: each field optional, as the URL's query carries them. */
export interface BetsFilter {
  gametype?: GameType;
  roomid?: number;
  seqno?: number;
  start?: string;
  end?: string;
  status?: BetStatus;
}

/** A member's orders across rounds, a page at a time, newest first (issue 28). */
export function useMyBets(filter: BetsFilter) {
  return useInfiniteQuery({
    queryKey: betsKeys.list(filter),
    queryFn: ({ pageParam }) =>
      callApi(API.getMyBets, {
        ...filter,
        ...(filter.start ? { tz_offset: new Date(`${filter.start}T00:00:00`).getTimezoneOffset() } : {}),
        ...(pageParam ? { before_id: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
