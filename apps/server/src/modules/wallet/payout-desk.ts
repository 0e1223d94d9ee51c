import type { PayoutDetails } from '@roundhouse/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import { PayoutDeskRepository } from './payout-desk.repository.ts';

/**
 * What staff who may pay see of a payout (issue 29): the whole destination, which the queue shows
 * masked. Each look writes an audit row (who looked at which payout's details), committed before
 * the details are answered.
 */
export class PayoutDesk {
  private readonly repo: PayoutDeskRepository;

  constructor(private readonly deps: { db: Db; audit: AuditLog }) {
    this.repo = new PayoutDeskRepository(deps.db);
  }

  async details(actor: Actor, id: number): Promise<PayoutDetails> {
    const row = await this.repo.payoutDetails(id);
    if (!row) throw new AppError(3016, { field: 'id' });
    await this.deps.db.transaction().execute((trx) =>
      this.deps.audit.record(trx, actor, 'withdrawal.view_details', `withdrawal:${id}`, null, {
        user_id: row.user_id,
      }),
    );
    const bank = row.type === 'Bank';
    return {
      id: row.id,
      type: row.type,
      realname: bank ? row.realname : '',
      bank: bank ? row.bank : '',
      branch: bank ? row.branch : '',
      account: bank ? row.account : '',
      address: bank ? '' : row.address,
    };
  }
}
