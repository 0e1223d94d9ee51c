import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall } from '../call.ts';
import { text, wholeNumber } from '../fields.ts';
import * as z from '../zod.ts';
import { day } from './shared.ts';

// ── Audits ────────────────────────────────────────────────────────────────────────────────────────

export const adminAuditLedger = staffCall(ADMIN_PATHS.adminAuditLedger, 'read', {
  summary: 'Check every ledger invariant: balanced transactions, balances equal entries, none negative',
  data: z.object({
    ok: z.boolean(),
    transactions: z.number(),
    entries: z.number(),
    problems: z.array(z.string()),
    at: z.string(),
  }),
});

export const auditLogRow = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

export const adminAuditLog = staffCall(ADMIN_PATHS.adminAuditLog, 'read', {
  summary: 'The operator audit log, newest first: who, what, when, before and after',
  body: {
    actor: text(64).optional(),
    action: text(64).optional(),
    from: day.optional(),
    to: day.optional(),
    page: wholeNumber(1, 100_000).optional(),
    size: wholeNumber(1, 1_000).optional(),
  },
  data: z.object({ list: z.array(auditLogRow), total: z.number().int() }),
});
