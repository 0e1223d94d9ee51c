import type { CallBody, login } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { startSession } from '../../../session';

/**
 * Signs in. A member whose sign-in asks for a code from their app (issue 23) gets `code_needed`:
 * the session is not stored until useLoginCode passes it.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof login>) => callApi(API.login, body),
    onSuccess: async ({ token, code_needed }) => {
      if (!code_needed) await startSession(queryClient, token);
    },
  });
}

/** Passes a waiting sign-in with the code from the app (or a recovery code), then stores the session. */
export function useLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ token, code }: { token: string; code: string }) => {
      await callApi(API.loginCode, { code }, { token });
      await startSession(queryClient, token);
    },
  });
}
