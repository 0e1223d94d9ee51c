import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { gamesKeys } from '../keys';

/** The latest settled results of each game type, for the home activity list (empty before any). */
export function useLatestResults() {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: gamesKeys.latest(lang),
    queryFn: () => callApi(API.getLatestResults, {}, { silent: true }),
    refetchInterval: 30_000,
  });
}
