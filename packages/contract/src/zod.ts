import { z } from 'zod';

// Browsers run the app under our Content-Security-Policy, which allows no eval: zod must neither
// compile its parsers with `new Function` nor probe whether it may (the caught probe is reported
// as a violation). Every contract module imports z from here, so this runs before any schema is
// built, and so do the web app's forms ('@roundhouse/contract/zod'), which load it only on the
// screens that have them. The server keeps zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };

/** Zod's types that wrap one inner schema (`def.innerType`) and add nothing to its shape. */
export const WRAPPER_TYPES: ReadonlySet<string> = new Set([
  'optional',
  'nullable',
  'default',
  'catch',
  'readonly',
  'nonoptional',
]);
