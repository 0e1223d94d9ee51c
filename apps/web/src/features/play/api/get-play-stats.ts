import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { playKeys } from '../keys';

/** The member's play totals; `since` adds the totals since then (the session reminder). */
export function usePlayStats(since?: string) {
  return useQuery({
    queryKey: playKeys.stats(since),
    queryFn: () => callApi(API.getPlayStats, since ? { since } : {}),
  });
}

export function fetchPlayStats(since: string) {
  return callApi(API.getPlayStats, { since }, { silent: true });
}
