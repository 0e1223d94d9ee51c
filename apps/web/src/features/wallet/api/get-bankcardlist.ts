import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useBankcards() {
  return useQuery({ queryKey: walletKeys.bankcards, queryFn: () => callApi(API.getBankcardlist) });
}
