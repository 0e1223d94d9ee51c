import { getuserinfo } from '@roundhouse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';

export const userInfoKey = ['user', 'info'] as const;

export const userInfoQuery = queryOptions({
  queryKey: userInfoKey,
  queryFn: () => callApi(getuserinfo),
  staleTime: 10_000,
});

export function useUserInfo() {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ ...userInfoQuery, enabled: isLogin });
}
