/**
 * The operator console's calls (issue 12, DESIGN.md §9). Each is `access: 'staff'` and names the
 * permission it needs; ADMIN_PERMISSIONS below is the table the server decides by. Amounts are USD
 * with at most two decimals, as everywhere else; the server keeps cents.
 */

export * from './admin/audits.ts';
export * from './admin/content.ts';
export * from './admin/dashboard.ts';
export * from './admin/games.ts';
export * from './admin/members.ts';
export * from './admin/queues.ts';
export * from './admin/settings.ts';
export { consoleUsd } from './admin/shared.ts';
export * from './admin/staff.ts';
export * from './admin/two-factor.ts';

import * as audits from './admin/audits.ts';
import * as content from './admin/content.ts';
import * as dashboard from './admin/dashboard.ts';
import * as games from './admin/games.ts';
import * as members from './admin/members.ts';
import * as queues from './admin/queues.ts';
import * as settings from './admin/settings.ts';
import * as staff from './admin/staff.ts';
import * as twoFactor from './admin/two-factor.ts';
import { callsIn } from './call.ts';

/** Every console call by name. */
export const ADMIN_CALLS = callsIn(
  { ...dashboard, ...queues, ...members, ...games, ...content, ...settings, ...audits, ...staff, ...twoFactor },
  ['staff'],
);

/** The permission table: what each console call needs. */
export const ADMIN_PERMISSIONS = Object.fromEntries(
  Object.entries(ADMIN_CALLS).map(([name, call]) => [name, call.permission]),
) as { [K in keyof typeof ADMIN_CALLS]: NonNullable<(typeof ADMIN_CALLS)[K]['permission']> };
