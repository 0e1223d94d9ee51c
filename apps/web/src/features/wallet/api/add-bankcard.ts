import { addbankcard, type CallBody } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { bankcardsKey } from './get-bankcards';

export function useAddBankcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addbankcard>) => callApi(addbankcard, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankcardsKey }),
  });
}
