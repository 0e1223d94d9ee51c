import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { walletKeys } from '../keys';

export function useDeleteBankcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(API.delbankcard, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankcards }),
  });
}
