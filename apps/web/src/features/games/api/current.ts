import { API } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { gamesKeys } from '../keys';

/** The member's award of one round: its state, result, stake and payout; asked again until it settles. */
export function useRoundAward(gametype: GameType | undefined, gameseq: number | undefined) {
  return useQuery({
    queryKey: gamesKeys.award(gametype, gameseq),
    queryFn: () =>
      callApi(API.current, { gametype: gametype as GameType, gameseq: gameseq as number }, { inPage: true }),
    enabled: gametype !== undefined && gameseq !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'settled' || query.state.error ? false : 3000),
  });
}
