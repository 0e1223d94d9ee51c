import type { CallBody, order } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { invalidateMoney } from '../../../session';
import { gamesKeys } from '../keys';

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof order>) => callApi(API.order, body),
    onSuccess: () =>
      Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: gamesKeys.orders })]),
  });
}
