import { adminAuditLedger, adminAuditLog, adminDashboard, adminMember, adminMembers } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { AdminService } from './admin.service.ts';

/**
 * The console's reads across modules (issue 12): the dashboard, members and a member's detail, the
 * audit log and the ledger audit. Every other console call is registered by the module that owns
 * its data (users, auth, rooms, rounds, content, finance, settings, wallet).
 */
export function adminRoutes(call: RegisterCall, admin: AdminService): void {
  call(adminDashboard, ({ body }) => admin.dashboard(body.tz_offset ?? 0));
  call(adminMembers, ({ body }) => admin.members(body, body.page ?? 1, body.size ?? 20));
  call(adminMember, ({ body, lang }) => admin.member(body.user_id, lang));
  call(adminAuditLedger, () => admin.auditLedger());
  call(adminAuditLog, ({ body }) => admin.auditLog(body, body.page ?? 1, body.size ?? 50));
}
