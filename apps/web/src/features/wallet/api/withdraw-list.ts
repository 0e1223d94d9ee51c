import { withdrawList } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const withdrawListKey = ['wallet', 'withdrawals'] as const;

export function useWithdrawList() {
  return useQuery({ queryKey: withdrawListKey, queryFn: () => callApi(withdrawList) });
}
