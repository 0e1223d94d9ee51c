import { getfinanceflow } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const financeFlowKey = ['wallet', 'financeflow'] as const;

export function useFinanceFlow(range: { start: string; end: string }) {
  return useQuery({
    queryKey: [...financeFlowKey, range.start, range.end],
    queryFn: () =>
      callApi(getfinanceflow, { value: range, tz_offset: new Date(`${range.start}T00:00:00`).getTimezoneOffset() }),
  });
}
