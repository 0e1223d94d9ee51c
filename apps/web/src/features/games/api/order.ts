import type { CallBody, order } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { invalidateMoney } from '../../../session';
import { gamesKeys } from '../keys';

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // A lost answer (1004) or a busy server (1014) is the order form's to handle: it asks again
    // with the same request id.
    mutationFn: (body: CallBody<typeof order>) => callApi(API.order, body, { handles: [1004, 1014] }),
    onSuccess: () =>
      Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: gamesKeys.orders })]),
  });
}
