import type { CallBody, CallData, CallDef } from '@roundhouse/contract';
import type { CallRef } from '@roundhouse/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { toast } from '../../ui/feedback';
import { ADMIN } from './keys';

/**
 * The console's calls all take a body and answer their data, so one typed pair serves every
 * screen: a query keyed by the call and its body, and a mutation that refreshes every console
 * query once it succeeds (what one change shows elsewhere: a queue, the dashboard, the audit log).
 */
export function useAdminQuery<C extends CallDef>(
  call: CallRef<C>,
  body: CallBody<C> = {} as CallBody<C>,
  enabled = true,
) {
  return useQuery({ queryKey: [...ADMIN, call.path, body], queryFn: () => callApi(call, body), enabled });
}

export function useAdminMutation<C extends CallDef>(call: CallRef<C>, done?: string) {
  const client = useQueryClient();
  return useMutation<CallData<C>, Error, CallBody<C>>({
    mutationFn: (body) => callApi(call, body),
    onSuccess: () => {
      if (done) toast({ content: done, icon: 'success' });
      void client.invalidateQueries({ queryKey: ADMIN });
    },
  });
}
