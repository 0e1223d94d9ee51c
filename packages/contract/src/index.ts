export * from './account.ts';
export * from './call.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './lang.ts';
export * from './rules.ts';

import * as account from './account.ts';

/** Every call of the API, for routing, the manifest and OpenAPI. */
export const CALLS = {
  getconfig: account.getconfig,
  login: account.login,
  register: account.register,
  smsSend: account.smsSend,
  repasswd: account.repasswd,
  resetpaypwd: account.resetpaypwd,
  getuserinfo: account.getuserinfo,
  logout: account.logout,
} as const;
