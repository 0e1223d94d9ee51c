import type { CallBody, register } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { startSession } from '../../../session';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof register>) => callApi(API.register, body),
    onSuccess: ({ token }) => startSession(queryClient, token),
  });
}
