import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** The latest real winning orders; empty (and the ticker hidden) until someone has won. */
export function useWinTicker() {
  return useQuery({
    queryKey: gamesKeys.ticker,
    queryFn: () => callApi(API.getWinTicker, {}, { silent: true }),
    refetchInterval: 30_000,
  });
}
