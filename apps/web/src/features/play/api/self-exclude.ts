import type { CallBody, selfExclude } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { playKeys } from '../keys';

/** Answers the limits as they now stand, which replace the shown ones. */
export function useSelfExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof selfExclude>) => callApi(API.selfExclude, body),
    onSuccess: (limits) => queryClient.setQueryData(playKeys.limits, limits),
    // A lost answer may have changed them all the same: asked again.
    onError: () => queryClient.invalidateQueries({ queryKey: playKeys.limits }),
  });
}
