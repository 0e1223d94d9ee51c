import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { playKeys } from '../keys';

export function usePlayLimits() {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ queryKey: playKeys.limits, queryFn: () => callApi(API.getPlayLimits), enabled: isLogin });
}
