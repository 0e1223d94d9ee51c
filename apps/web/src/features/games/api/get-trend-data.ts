import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** The trend screen's data: a member's today and yesterday are their own days (this device's clock). */
export function useTrendData() {
  return useQuery({
    queryKey: gamesKeys.trend,
    queryFn: () => callApi(API.getTrendData, { tz_offset: new Date().getTimezoneOffset() }),
    refetchInterval: 60_000,
  });
}
