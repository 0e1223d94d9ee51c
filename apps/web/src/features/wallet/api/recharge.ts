import { type CallBody, recharge } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { userInfoKey } from '../../users/api/get-user-info';
import { financeFlowKey } from './get-finance-flow';
import { leftmoneyKey } from './get-leftmoney';

export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof recharge>) => callApi(recharge, body),
    onSuccess: async () => {
      await Promise.all(
        [userInfoKey, leftmoneyKey, financeFlowKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
