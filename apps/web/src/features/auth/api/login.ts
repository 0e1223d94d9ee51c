import { type CallBody, login } from '@roundhouse/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { userInfoKey } from '../../users/api/get-user-info';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof login>) => callApi(login, body),
    onSuccess: ({ token }) => startSession(queryClient, token),
  });
}

/** Login and register both answer a token: store it and load the user (SPEC.md §4). */
export async function startSession(queryClient: QueryClient, token: string): Promise<void> {
  useSession.getState().logIn(token);
  await queryClient.invalidateQueries({ queryKey: userInfoKey });
}
