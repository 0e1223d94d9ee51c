import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useFinanceFlow(range: { start: string; end: string }) {
  return useQuery({
    queryKey: walletKeys.flow(range),
    queryFn: () =>
      callApi(API.getfinanceflow, { value: range, tz_offset: new Date(`${range.start}T00:00:00`).getTimezoneOffset() }),
  });
}
