import { type CallBody, order } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { userInfoKey } from '../../users/api/get-user-info';
import { financeFlowKey } from '../../wallet/api/get-finance-flow';

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof order>) => callApi(order, body),
    onSuccess: async () => {
      await Promise.all(
        [userInfoKey, ['games', 'orders'], ['games', 'log'], financeFlowKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
