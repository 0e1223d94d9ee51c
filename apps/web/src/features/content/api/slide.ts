import type { CallData, slide } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { shellData } from '../../../api/shell-data';
import { useSession } from '../../../state/session';
import { contentKeys } from '../keys';

/** The home page's banners in the chosen language. */
export function useBanners() {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: contentKeys.banners(lang),
    queryFn: () => callApi(API.slide, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The banners the server rendered the home page with (api/shell-data.ts), in the member's language. */
export function primeBanners(queryClient: QueryClient): void {
  const lang = useSession.getState().language;
  const { banners } = shellData(lang);
  if (Array.isArray(banners)) queryClient.setQueryData(contentKeys.banners(lang), banners as CallData<typeof slide>);
}
