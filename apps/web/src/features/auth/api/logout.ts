import { logout } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';

/** Ends the session on the server, then forgets the token whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logout, {}, { silent: true }).catch(() => ({})),
    onSettled: () => {
      useSession.getState().logOut();
      queryClient.clear();
    },
  });
}
