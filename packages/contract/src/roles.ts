/**
 * Who may do what in the operator console (issue 12). Members have role `user`; staff have one of
 * the three staff roles. Every `/api/Admin/*` call names the permission it needs (admin.ts), and
 * the server refuses a role without it (3004 for a member, 3006 for staff).
 */
export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['user', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** read: see everything; operate: queues, members, rooms, content, settings; staff: manage staff. */
export const PERMISSIONS = ['read', 'operate', 'staff'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  viewer: ['read'],
  operator: ['read', 'operate'],
  admin: ['read', 'operate', 'staff'],
};

export function isStaff(role: Role): role is StaffRole {
  return role !== 'user';
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What a step-up call answers when it needs `confirm` (issue 23): a code from the authenticator app
 * (staff with one set up) or the password (staff without). The console asks for it and sends again.
 */
export const STEP_UP_ASKS = { code: 3075, password: 3076 } as const;
