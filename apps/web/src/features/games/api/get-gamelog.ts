import { getGamelog } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

export function useGameLog(filter: { gametype?: 1 | 2; gameseq?: number }, enabled = true) {
  return useQuery({
    queryKey: gamesKeys.log(filter),
    queryFn: () => callApi(getGamelog, filter),
    enabled,
  });
}
