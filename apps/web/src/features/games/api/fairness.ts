import { API } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

export function useFairness(gametype: GameType, seqno: number | undefined) {
  return useQuery({
    queryKey: gamesKeys.fairness(gametype, seqno),
    queryFn: () => callApi(API.fairness, seqno ? { gametype, seqno } : { gametype }, { inPage: true }),
    retry: false,
  });
}
