import { getBankcardlist } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useBankcards() {
  return useQuery({ queryKey: walletKeys.bankcards, queryFn: () => callApi(getBankcardlist) });
}
