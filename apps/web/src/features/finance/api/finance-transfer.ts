import type { CallBody, financeTransfer } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { invalidateMoney } from '../../../session';

export function useFinanceTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof financeTransfer>) => callApi(API.financeTransfer, body),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
