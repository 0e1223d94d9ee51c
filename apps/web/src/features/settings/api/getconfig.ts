import { getconfig } from '@roundhouse/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { settingsKeys } from '../keys';

export function useAppConfigQuery() {
  return useQuery({
    queryKey: settingsKeys.config,
    queryFn: async () => {
      const config = await callApi(getconfig, {}, { silent: true });
      useSession.getState().setAppConfig(config);
      return config;
    },
    staleTime: 5 * 60_000,
    retry: 2,
  });
}
