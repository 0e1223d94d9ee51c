import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { WalletRepository } from './wallet.repository.ts';
import { toAdminWithdrawal } from './wallet.views.ts';

/**
 * Four eyes on large payouts (issue 23): from `twoFrom` cents up, an approval of a locked pending
 * withdrawal is the first of two, recorded once and paying nothing (answered: the withdrawal as it
 * now stands); the same staff member cannot give the second (3073). Answers undefined when this
 * approval pays (below the threshold, or the second of two).
 */
export async function firstOfTwo(
  deps: { trx: Executor; repo: WalletRepository; audit: AuditLog },
  actor: Actor,
  target: { id: number; amount_cents: number; first_approved_by: number | null },
  twoFrom: number,
) {
  if (twoFrom <= 0 || target.amount_cents < twoFrom) return undefined;
  if (target.first_approved_by === actor.id) throw new AppError(3073, { field: 'id' });
  if (target.first_approved_by !== null) return undefined;
  if (!(await deps.repo.firstApproval(deps.trx, target.id, actor.id))) throw new AppError(3015, { field: 'id' });
  const first = toAdminWithdrawal(await deps.repo.withdrawalWithUser(deps.trx, target.id), twoFrom);
  await deps.audit.record(deps.trx, actor, 'withdrawal.approve_first', `withdrawal:${target.id}`, null, {
    approved_by: actor.username,
    money: first.money,
    user_id: first.user_id,
  });
  return first;
}

export type StepUp = () => Promise<void>;

/**
 * Step-up (issue 23): approving a payout of `stepUpFromCents` or more asks for a fresh code (or the
 * password) first, before the decision's transaction. Without a step-up (a script) none is asked.
 */
export async function stepUpLargePayout(
  deps: { repo: WalletRepository; stepUpFromCents?: number | undefined },
  id: number,
  stepUp: StepUp | undefined,
): Promise<void> {
  const amount = await deps.repo.withdrawalAmount(id);
  if (stepUp && amount !== undefined && amount >= (deps.stepUpFromCents ?? 0)) await stepUp();
}
