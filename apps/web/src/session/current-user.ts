import { API } from '@roundhouse/contract/web';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { useSession } from '../state/session';
import { MONEY } from './money';

/** The member's profile with balance and withdrawable amount: money, so under MONEY. */
export const currentUserKey = [...MONEY, 'user'] as const;

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: () => callApi(API.getuserinfo),
  staleTime: 10_000,
});

/** The logged-in member (nothing while logged out). */
export function useUserInfo() {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ ...currentUserQuery, enabled: isLogin });
}
