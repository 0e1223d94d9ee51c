import {
  adminChains,
  adminRotateChain,
  adminSetSalt,
  adminSetTiming,
  adminTiming,
  getChains,
  getCommitments,
  getSeeds,
} from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { RoundsService } from './rounds.service.ts';

/** The console's round times and fairness chains, and the public fairness record (issue 27). */
export function roundsRoutes(call: RegisterCall, rounds: RoundsService): void {
  call(adminTiming, async () => rounds.timing());
  call(adminSetTiming, ({ body, user }) =>
    rounds.setTiming(user, body.game_type, body.round_seconds, body.gap_seconds),
  );
  call(adminChains, () => rounds.adminChains());
  call(adminRotateChain, ({ body, user }) => rounds.rotateChain(user, body.game_type));
  call(adminSetSalt, ({ body, user }) => rounds.setSalt(user, body.chain_id, body.salt, body.origin));
  call(getChains, ({ ip, body }) => rounds.fairness.chains(ip, body.gametype));
  call(getSeeds, ({ ip, body }) =>
    rounds.fairness.seeds(ip, {
      chainId: body.chain_id,
      after: body.after,
      limit: body.limit,
      from: body.from_seqno,
      to: body.to_seqno,
    }),
  );
  call(getCommitments, ({ ip, body }) => rounds.fairness.commitments(ip, body.after, body.limit));
}
