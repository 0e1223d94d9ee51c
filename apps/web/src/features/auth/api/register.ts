import type { CallBody, register } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, callApi, isLostAnswer, warn } from '../../../api/client';
import { startSession } from '../../../session';

/** The server's "this account is already registered" (1013), or this phone number (2052). */
const ALREADY_REGISTERED = [1013, 2052];

/**
 * Registers. A registration whose answer was lost may have made the account: the same form sent
 * again is then refused as already registered (1013, 2052). Its name and password sign in instead, as
 * the member would, and the app goes on as registered; a sign-in that fails says the refusal after all.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  /** The form of the last registration whose answer was lost. */
  const lost = useRef<string | undefined>(undefined);
  return useMutation({
    mutationFn: async (body: CallBody<typeof register>) => {
      const form = JSON.stringify(body);
      const again = lost.current === form;
      try {
        return await callApi(API.register, body, again ? { handles: ALREADY_REGISTERED } : {});
      } catch (error) {
        if (isLostAnswer(error)) lost.current = form;
        if (!again || !(error instanceof ApiError) || !ALREADY_REGISTERED.includes(error.errCode ?? 0)) throw error;
        return signInAfterAll(body, error);
      }
    },
    onSuccess: ({ token }) => startSession(queryClient, token),
  });
}

/** The account a lost registration made, signed in with its name and password; `refused` said when that fails. */
async function signInAfterAll(body: CallBody<typeof register>, refused: ApiError) {
  const { quhao, username, password } = body;
  let why = refused;
  try {
    const signedIn = await callApi(API.login, { quhao, username, password }, { silent: true });
    // A new account has no second factor yet: a sign-in that asks for one is not this account's.
    if (!signedIn.code_needed) return signedIn;
  } catch (error) {
    if (isLostAnswer(error)) why = error;
  }
  warn(why.info);
  throw new ApiError(why.code, why.errCode, why.info, why.field);
}
