import type { CallBody, recharge } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { invalidateMoney } from '../../../session';

export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof recharge>) => callApi(API.recharge, body),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
