import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useDeleteBankcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(API.delbankcard, { id }),
    // Also after a lost answer or a refusal (1049: gone already): the list shows what is there.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankcards }),
  });
}
