import { adminAuditLedger } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/calls.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { describeAudit, type LedgerService } from './ledger.service.ts';

export function ledgerRoutes(app: FastifyInstance, auth: AuthService, ledger: LedgerService): void {
  registerCall(app, auth, adminAuditLedger, async () => {
    const report = await ledger.audit();
    return {
      ok: report.ok,
      transactions: report.transactions,
      entries: report.entries,
      problems: describeAudit(report),
    };
  });
}
