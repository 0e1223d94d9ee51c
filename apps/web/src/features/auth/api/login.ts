import type { CallBody, login } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { startSession } from '../../../session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof login>) => callApi(API.login, body),
    onSuccess: ({ token }) => startSession(queryClient, token),
  });
}
