/**
 * What the web app imports at run time. Nothing here loads zod, so the first page carries no schema
 * library (issue 9); types still come from '@roundhouse/contract' through `import type`, which the
 * build erases. scripts/boundaries.mjs refuses any other run-time import of the contract in the web.
 */
import type { CallDef } from './call.ts';
import type { PLAYER_CALLS } from './index.ts';
import { PATHS } from './paths.ts';

export * from './bets-constants.ts';
export * from './content-constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './finance-constants.ts';
export * from './labels.ts';
export * from './lang.ts';
export * from './page-data.ts';
export * from './paths.ts';
export * from './roles.ts';
export * from './rules.ts';
export * from './text-direction.ts';
export * from './wallet-constants.ts';

/** A call as the web app holds it: its path at run time, its whole definition as a type. */
export interface CallRef<C extends CallDef = CallDef> {
  readonly path: string;
  /** Never set: carries the call's definition for the types of its body and answer. */
  readonly def?: C;
}

type Calls = typeof PLAYER_CALLS;

/** Every player call by name (the names of PLAYER_CALLS); the console's are in web-admin.ts. */
export const API = Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [name, { path }])) as {
  [K in keyof Calls]: CallRef<Calls[K]>;
};
