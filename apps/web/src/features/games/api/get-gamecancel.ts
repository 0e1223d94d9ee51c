import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { invalidateMoney } from '../../../session';
import { gamesKeys } from '../keys';

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { roomid: number; order_id: number }) => callApi(API.getGamecancel, body),
    // Also after a lost answer or a refusal: the order may be cancelled all the same.
    onSettled: () =>
      Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: gamesKeys.orders })]),
  });
}
