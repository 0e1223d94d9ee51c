import { adminAuditLedger } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import { describeAudit, type LedgerService } from './ledger.service.ts';

export function ledgerRoutes(call: RegisterCall, ledger: LedgerService): void {
  call(adminAuditLedger, async () => {
    const report = await ledger.audit();
    return {
      ok: report.ok,
      transactions: report.transactions,
      entries: report.entries,
      problems: describeAudit(report),
    };
  });
}
