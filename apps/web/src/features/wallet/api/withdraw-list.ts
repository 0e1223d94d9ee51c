import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useWithdrawList() {
  return useQuery({ queryKey: walletKeys.withdrawals, queryFn: () => callApi(API.withdrawList) });
}
