import * as z from 'zod';

// Browsers run the app under our Content-Security-Policy, which allows no eval: zod must neither
// compile its parsers with `new Function` nor probe whether it may (the caught probe is reported
// as a violation). Every contract module imports z from here, so this runs before any schema is
// built, and so do the web app's forms ('@roundhouse/contract/zod'), which load it only on the
// screens that have them. The server keeps zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

// Imported as a namespace (`import * as z from './zod.ts'`), which bundlers shake to the parts
// used: re-exporting zod's namespace as one value (`export { z }`) kept all of it, its 64 error
// locales included (~570 KB more for the server to parse at every start).
export * from 'zod';

/** Zod's types that wrap one inner schema (`def.innerType`) and add nothing to its shape. */
export const WRAPPER_TYPES: ReadonlySet<string> = new Set([
  'optional',
  'nullable',
  'default',
  'catch',
  'readonly',
  'nonoptional',
]);
