import type { CallData, Locale, slide } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
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

/**
 * The banners a home screen was rendered with (api/shell-data.ts: by the server, or in the page it
 * sent), in that screen's language: the carousel shows them without asking.
 */
export function primeBanners(queryClient: QueryClient, lang: Locale, banners: unknown): void {
  if (Array.isArray(banners)) queryClient.setQueryData(contentKeys.banners(lang), banners as CallData<typeof slide>);
}
