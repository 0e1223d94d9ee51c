import { defineCall } from './call.ts';
import { text } from './fields.ts';
import { PATHS } from './paths.ts';
import { z } from './zod.ts';

/** Field limits that the schema enforces (errCode 1001); the business rules live in the service. */
const quhao = z
  .string()
  .regex(/^\+?\d{1,4}$/, 'area code: 1-4 digits')
  .default('852');

export const APP_MODES = ['demo', 'live'] as const;

export const appConfigData = z.object({
  app_name: z.string(),
  kefu_url: z.string(),
  mode: z.enum(APP_MODES),
  default_quhao: z.string(),
  sms_enabled: z.boolean(),
  min_recharge: z.number(),
  /** Live mode: where to send money (an address or bank details), set by the operator. */
  deposit_instructions: z.string(),
  exchanges: z.array(z.object({ name: z.string(), url: z.string() })),
  versions: z.object({
    android: z.object({ version: z.string(), url: z.string() }),
    ios: z.object({ version: z.string(), url: z.string() }),
  }),
});
export type AppConfig = z.infer<typeof appConfigData>;

export const tokenData = z.object({ token: z.string() });

export const userInfoData = z.object({
  id: z.number().int(),
  username: z.string(),
  quhao: z.string(),
  nickname: z.string(),
  name: z.string(),
  level: z.number().int().min(0).max(8),
  /** Balance in USD (2 decimals). */
  money: z.number(),
  /** Withdrawable amount in USD (2 decimals). */
  totalWin: z.number(),
  invitation_code: z.string(),
  role: z.enum(['user', 'operator']),
});
export type UserInfo = z.infer<typeof userInfoData>;

export const getconfig = defineCall({
  path: PATHS.getconfig,
  access: 'public',
  summary: 'App configuration: name, support link, mode, exchange links, app versions',
  body: {},
  data: appConfigData,
});

export const login = defineCall({
  path: PATHS.login,
  access: 'public',
  summary: 'Log in with area code, username or phone, and password; answers a new session token',
  body: { quhao, username: text(64), password: text(64) },
  data: tokenData,
});

export const register = defineCall({
  path: PATHS.register,
  access: 'public',
  summary: 'Register with an invitation code; answers a session token like login',
  body: {
    quhao,
    username: text(64),
    captcha: text(16).optional(),
    password: text(64),
    /** The repeated password. */
    spassword: text(64),
    /** The invitation code (also called visitcode). */
    invitation: text(32),
    payPwd: text(64),
  },
  data: tokenData,
});

export const smsSend = defineCall({
  path: PATHS.smsSend,
  access: 'public',
  summary: 'Send a verification code to a phone number (60 s resend lock)',
  body: { quhao, mobile: text(32) },
  data: z.object({ resend_after: z.number().int() }),
});

export const repasswd = defineCall({
  path: PATHS.repasswd,
  access: 'user',
  summary: 'Change the login password (passwd = current, npasswd = new); ends the other sessions',
  body: { passwd: text(64), npasswd: text(64) },
  data: z.object({}),
});

export const resetpaypwd = defineCall({
  path: PATHS.resetpaypwd,
  access: 'user',
  summary: 'Change the payment (withdrawal) password',
  body: { srcpwd: text(64), newpwd: text(64), newpwd2: text(64) },
  data: z.object({}),
});

export const getuserinfo = defineCall({
  path: PATHS.getuserinfo,
  access: 'user',
  summary: 'The logged-in user: nickname, level, balance and withdrawable amount',
  body: {},
  data: userInfoData,
});

export const logout = defineCall({
  path: PATHS.logout,
  access: 'user',
  summary: 'End this session (the token stops working at once)',
  body: {},
  data: z.object({}),
});
