import {
  adminCreateStaff,
  adminEndStaffSessions,
  adminResetStaffTwoFactor,
  adminSetStaffEnabled,
  adminSetStaffRole,
  adminStaff,
  adminStaffSessions,
} from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { StaffService } from './staff.service.ts';

/** The console's staff management (admin only; the changes step up, per the contract). */
export function staffRoutes(call: RegisterCall, staff: StaffService): void {
  call(adminStaff, () => staff.list());
  call(adminCreateStaff, ({ body, user }) => staff.create(user, body));
  call(adminSetStaffRole, ({ body, user }) => staff.setRole(user, body.user_id, body.role));
  call(adminSetStaffEnabled, ({ body, user }) => staff.setEnabled(user, body.user_id, body.enabled));
  call(adminResetStaffTwoFactor, ({ body, user }) => staff.resetTwoFactor(user, body.user_id));
  call(adminStaffSessions, ({ body, user }) => staff.sessions(user, body.user_id));
  call(adminEndStaffSessions, ({ body, user }) => staff.endSessions(user, body.user_id, body.id));
}
