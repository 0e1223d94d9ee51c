import { getGamecancel } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { userInfoKey } from '../../users/api/get-user-info';

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { roomid: number; order_id: number }) => callApi(getGamecancel, body),
    onSuccess: async () => {
      await Promise.all(
        [userInfoKey, ['games', 'orders'], ['games', 'log']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
