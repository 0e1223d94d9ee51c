import type { addbankcard, CallBody } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useAddBankcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addbankcard>) => callApi(API.addbankcard, body),
    // Also after a lost answer or a refusal: the account may be on the list all the same.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankcards }),
  });
}
