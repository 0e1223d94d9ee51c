import { getTrendData } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export function useTrendData() {
  return useQuery({ queryKey: ['games', 'trend'], queryFn: () => callApi(getTrendData), refetchInterval: 60_000 });
}
