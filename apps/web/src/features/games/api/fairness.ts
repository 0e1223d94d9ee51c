import { API } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** A round's (or, without `seqno`, the latest rounds') fairness record; not asked while `enabled` is false. */
export function useFairness(gametype: GameType, seqno: number | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: gamesKeys.fairness(gametype, seqno),
    queryFn: () => callApi(API.fairness, seqno ? { gametype, seqno } : { gametype }, { inPage: true }),
    retry: false,
  });
}
