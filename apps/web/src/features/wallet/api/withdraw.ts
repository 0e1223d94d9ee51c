import { type CallBody, withdraw } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { userInfoKey } from '../../users/api/get-user-info';
import { financeFlowKey } from './get-finance-flow';
import { leftmoneyKey } from './get-leftmoney';
import { withdrawListKey } from './withdraw-list';

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof withdraw>) => callApi(withdraw, body),
    onSuccess: async () => {
      await Promise.all(
        [userInfoKey, leftmoneyKey, withdrawListKey, financeFlowKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
