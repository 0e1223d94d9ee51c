import { API } from '@roundhouse/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { messageKeys } from '../keys';

/** The member's newest messages from the system, with how many are unread. */
export function useInbox() {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ queryKey: messageKeys.inbox, queryFn: () => callApi(API.getMyMessages), enabled: isLogin });
}

/** Marks every message read (when the member opens the list). */
export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.readMyMessages),
    onSuccess: (inbox) => client.setQueryData(messageKeys.inbox, inbox),
  });
}
