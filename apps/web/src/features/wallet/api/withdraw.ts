import type { CallBody, withdraw } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { invalidateMoney } from '../../../session';

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof withdraw>) => callApi(API.withdraw, body),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
