import { API } from '@roundhouse/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { settingsKeys } from '../keys';

/** Whether the member's sign-in asks for a code from an authenticator app (issue 23). */
export function useMyTwoFactor() {
  return useQuery({ queryKey: settingsKeys.twoFactor, queryFn: () => callApi(API.getMyTwoFactor) });
}

/** A new secret to set up, with its otpauth:// URI. */
export function useTotpEnrol() {
  return useMutation({ mutationFn: () => callApi(API.myTotpEnrol) });
}

/** The app's first code turns it on; the recovery codes are answered once (shown until saved). */
export function useTotpConfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(API.myTotpConfirm, { code }),
    // A lost answer may have turned it on (and a retry is refused): the state says which.
    onError: () => client.invalidateQueries({ queryKey: settingsKeys.twoFactor }),
  });
}

export function useTotpDisable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(API.myTotpDisable, { code }),
    onSuccess: (state) => client.setQueryData(settingsKeys.twoFactor, state),
    // A lost answer may have turned it off all the same: asked again.
    onError: () => client.invalidateQueries({ queryKey: settingsKeys.twoFactor }),
  });
}
