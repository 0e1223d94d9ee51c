import type { CallData, getconfig } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { settingsKeys } from '../keys';

/**
 * Takes the configuration the server inlined into the page (a JSON data block), so the shell paints
 * without waiting for getconfig; answers whether there was one.
 */
export function primeAppConfig(queryClient: QueryClient): boolean {
  const text = document.getElementById('app-config')?.textContent;
  if (!text) return false;
  try {
    const config = JSON.parse(text) as CallData<typeof getconfig>;
    useSession.getState().setAppConfig(config);
    queryClient.setQueryData(settingsKeys.config, config);
    return true;
  } catch {
    return false;
  }
}

export function useAppConfigQuery() {
  return useQuery({
    queryKey: settingsKeys.config,
    queryFn: async () => {
      const config = await callApi(API.getconfig, {}, { silent: true });
      useSession.getState().setAppConfig(config);
      return config;
    },
    staleTime: 5 * 60_000,
    retry: 2,
  });
}
