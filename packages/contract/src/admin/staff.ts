import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall, stepUpBody } from '../call.ts';
import { bigId, requestId, smallId } from '../fields.ts';
import { STAFF_ROLES } from '../roles.ts';
import { mySession } from '../security.ts';
import * as z from '../zod.ts';

// ── Staff accounts (issue 12; managed since issue 23) ────────────────────────────────────────────
//
// Admins create staff, change their role, disable and re-enable them (their sessions end at once),
// reset their second factor, and see and end their sessions. The last enabled admin cannot be
// demoted or disabled; nobody changes their own role or access. Every change asks for a fresh code
// (step-up) and is in the audit log.

export const staffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  /** `frozen`: disabled; no session of theirs answers until an admin enables them again. */
  status: z.enum(['active', 'frozen']),
  /** An authenticator app is set up. */
  two_factor: z.boolean(),
  /** Sessions still open. */
  sessions: z.number().int(),
  /** Their latest call, over every session; null when they never signed in. */
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const adminStaff = staffCall(ADMIN_PATHS.adminStaff, 'read', {
  summary: 'Every staff account: role, status, second factor, open sessions, last seen',
  data: z.array(staffRow),
});

export const adminCreateStaff = staffCall(ADMIN_PATHS.adminCreateStaff, 'staff', {
  stepUp: 'always',
  summary: 'Create a staff account (admin only; step-up)',
  body: {
    username: z.string().regex(/^[A-Za-z0-9]{3,32}$/, '3-32 letters and digits'),
    password: z.string().regex(/^[A-Za-z0-9]{6,16}$/, '6-16 letters and digits'),
    role: z.enum(STAFF_ROLES),
    /** Sent again under the same id, the account its first sending made. */
    request_id: requestId,
    ...stepUpBody,
  },
  data: staffRow,
});

export const adminSetStaffRole = staffCall(ADMIN_PATHS.adminSetStaffRole, 'staff', {
  stepUp: 'always',
  summary: "Change a staff member's role (admin only; step-up): not your own, not the last enabled admin's",
  body: { user_id: smallId, role: z.enum(STAFF_ROLES), ...stepUpBody },
  data: staffRow,
});

export const adminSetStaffEnabled = staffCall(ADMIN_PATHS.adminSetStaffEnabled, 'staff', {
  stepUp: 'always',
  summary:
    'Disable a staff account (every session of theirs ends at once) or enable it again (admin only; step-up): not your own, not the last enabled admin',
  body: { user_id: smallId, enabled: z.boolean(), ...stepUpBody },
  data: staffRow,
});

export const adminResetStaffTwoFactor = staffCall(ADMIN_PATHS.adminResetStaffTwoFactor, 'staff', {
  stepUp: 'always',
  summary:
    "Remove a staff member's authenticator app and recovery codes (a lost phone): their sessions end, and they set it up again at their next sign-in (admin only; step-up)",
  body: { user_id: smallId, ...stepUpBody },
  data: staffRow,
});

/** A staff member's open session, as a member sees their own (`current`: the request's own session). */
const staffSession = mySession;
export type StaffSession = z.infer<typeof staffSession>;

export const adminStaffSessions = staffCall(ADMIN_PATHS.adminStaffSessions, 'staff', {
  summary: "A staff member's open sessions: device, address, first and last seen (admin only)",
  body: { user_id: smallId },
  data: z.array(staffSession),
});

export const adminEndStaffSessions = staffCall(ADMIN_PATHS.adminEndStaffSessions, 'staff', {
  summary:
    'End one session of a staff member (id), or all of them (no id): their next call answers 409 (admin only); 3074 when it is not one of theirs',
  body: { user_id: smallId, id: bigId.optional() },
  data: z.array(staffSession),
});
