import { type CallBody, login } from '@roundhouse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { userInfoKey } from '../../users/api/get-user-info';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof login>) => callApi(login, body),
    onSuccess: async ({ token }) => {
      useSession.getState().logIn(token);
      await queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
