import { getLeftmoney } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const leftmoneyKey = ['wallet', 'leftmoney'] as const;

export function useLeftmoney() {
  return useQuery({ queryKey: leftmoneyKey, queryFn: () => callApi(getLeftmoney) });
}
