import type { CallBody, selfExclude, setPlayLimit, setPlayReminder } from '@roundhouse/contract';
import type { CallRef } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { playKeys } from '../keys';

/** The calls that change a member's limits; each answers the limits as they now stand. */
type LimitsChange = typeof setPlayLimit | typeof setPlayReminder | typeof selfExclude;

/** Sends one change of the limits; its answer replaces the shown ones. */
export function useChangeLimits<C extends LimitsChange>(call: CallRef<C>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<C>) => callApi(call, body),
    onSuccess: (limits) => queryClient.setQueryData(playKeys.limits, limits),
    // A lost answer may have changed them all the same: asked again.
    onError: () => queryClient.invalidateQueries({ queryKey: playKeys.limits }),
  });
}
