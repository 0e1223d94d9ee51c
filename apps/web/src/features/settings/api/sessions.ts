import { API } from '@roundhouse/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { settingsKeys } from '../keys';

/** Where the member is signed in (members' security, issue 23). */
export function useMySessions() {
  return useQuery({ queryKey: settingsKeys.sessions, queryFn: () => callApi(API.getMySessions) });
}

/** The member's last 20 sign-ins with their result. */
export function useMySignIns() {
  return useQuery({ queryKey: settingsKeys.signIns, queryFn: () => callApi(API.getMySignIns) });
}

/** Signs out one other session (`id`) or every other one (no id); the list answered replaces the shown one. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | undefined) =>
      id === undefined ? callApi(API.endOtherSessions) : callApi(API.endMySession, { id }),
    onSuccess: (sessions) => client.setQueryData(settingsKeys.sessions, sessions),
    // A lost answer may have ended them all the same: asked again.
    onError: () => client.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
