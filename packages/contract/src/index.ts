export * from './account.ts';
export * from './admin.ts';
export * from './admin-ask-first.ts';
export * from './admin-paths.ts';
export * from './bets.ts';
export * from './bets-constants.ts';
export * from './call.ts';
export * from './console-limits.ts';
export * from './content.ts';
export * from './content-constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './finance.ts';
export * from './finance-constants.ts';
export * from './games.ts';
export * from './info-errors.ts';
export * from './labels.ts';
export * from './lang.ts';
export * from './messages.ts';
export * from './page-data.ts';
export * from './paths.ts';
export * from './play.ts';
export * from './realtime.ts';
export * from './roles.ts';
export * from './rules.ts';
export * from './security.ts';
export * from './text-direction.ts';
export * from './verify.ts';
export * from './wallet.ts';
export * from './wallet-constants.ts';

import * as account from './account.ts';
import { ADMIN_CALLS } from './admin.ts';
import * as bets from './bets.ts';
import { callsIn } from './call.ts';
import * as content from './content.ts';
import * as finance from './finance.ts';
import * as games from './games.ts';
import * as messages from './messages.ts';
import * as play from './play.ts';
import * as security from './security.ts';
import * as verify from './verify.ts';
import * as wallet from './wallet.ts';

/** Every call a player's app makes (the web's API object names these). */
export const PLAYER_CALLS = callsIn(
  { ...account, ...wallet, ...games, ...bets, ...verify, ...content, ...play, ...finance, ...messages, ...security },
  ['public', 'optional', 'user'],
);

/** Every call of the API, for routing, the manifest and OpenAPI. */
export const CALLS = { ...PLAYER_CALLS, ...ADMIN_CALLS } as const;
