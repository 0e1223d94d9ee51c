import { getGamelog } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export function useGameLog(filter: { gametype?: 1 | 2; gameseq?: number }, enabled = true) {
  return useQuery({
    queryKey: ['games', 'log', filter.gametype, filter.gameseq],
    queryFn: () => callApi(getGamelog, filter),
    enabled,
  });
}
