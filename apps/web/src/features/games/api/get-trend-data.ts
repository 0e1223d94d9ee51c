import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

export function useTrendData() {
  return useQuery({ queryKey: gamesKeys.trend, queryFn: () => callApi(API.getTrendData), refetchInterval: 60_000 });
}
