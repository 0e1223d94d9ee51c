/**
 * What the operator console (the lazy /admin chunk) imports at run time: its calls' paths, typed by
 * their definitions. A player's first load never reaches this file (issue 12).
 */
import type { ADMIN_CALLS } from './admin.ts';
import { ADMIN_PATHS } from './admin-paths.ts';
import type { CallRef } from './web.ts';

export * from './admin-ask-first.ts';
export * from './admin-paths.ts';
export * from './console-limits.ts';
export * from './finance-constants.ts';
export * from './roles.ts';

type Calls = typeof ADMIN_CALLS;

export const ADMIN_API = Object.fromEntries(Object.entries(ADMIN_PATHS).map(([name, path]) => [name, { path }])) as {
  [K in keyof Calls]: CallRef<Calls[K]>;
};
