import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useLeftmoney() {
  return useQuery({ queryKey: walletKeys.leftmoney, queryFn: () => callApi(API.getLeftmoney) });
}
