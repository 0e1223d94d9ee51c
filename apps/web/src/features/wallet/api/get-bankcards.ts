import { getBankcardlist } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const bankcardsKey = ['wallet', 'bankcards'] as const;

export function useBankcards() {
  return useQuery({ queryKey: bankcardsKey, queryFn: () => callApi(getBankcardlist) });
}
