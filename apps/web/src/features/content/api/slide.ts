import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
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
