import { API } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

export function useGameLog(filter: { gametype?: GameType; gameseq?: number }, enabled = true) {
  return useQuery({
    queryKey: gamesKeys.log(filter),
    queryFn: () => callApi(API.getGamelog, filter),
    enabled,
  });
}
