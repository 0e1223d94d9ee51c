import { defineCall } from './call.ts';
import { VIP_STAKE } from './console-limits.ts';
import { requestId, text } from './fields.ts';
import { PATHS } from './paths.ts';
import { ROLES } from './roles.ts';
import * as z from './zod.ts';

/** Field limits that the schema enforces (errCode 1001); the business rules live in the service. */
const quhao = z
  .string()
  .regex(/^\+?\d{1,4}$/, 'area code: 1-4 digits')
  .default('852');

export const APP_MODES = ['demo', 'live'] as const;

/** A VIP level's name and the lifetime settled stake (USD) that reaches it (SPEC.md §1: levels 1–8). */
export const vipLevel = z.object({
  level: z.number().int().min(1).max(8),
  stake: z.number().min(VIP_STAKE.min).max(VIP_STAKE.max),
  name: z.object({ en: text(40).min(1), chs: text(40).min(1), cht: text(40).min(1) }),
});

/** Levels 1 to 8 in order, each needing more stake than the one before. */
export const vipLevels = z
  .array(vipLevel)
  .length(8)
  .refine((levels) => levels.every((l, i) => l.level === i + 1 && (i === 0 || l.stake > (levels[i - 1]?.stake ?? 0))), {
    message: 'levels 1-8 in order, each with a higher stake',
  });

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
  /** The VIP levels' names and thresholds (operators edit them). */
  vip_levels: vipLevels,
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
  role: z.enum(ROLES),
  /** An operator reset a password: the member changes it before anything else (issue 12). */
  must_change: z.object({ login: z.boolean(), pay: z.boolean() }),
  vip: z.object({
    /** Lifetime stake of settled orders, USD: what the level follows. */
    stake: z.number(),
    /** An operator set this level; the stake does not change it while set. */
    override: z.boolean(),
    /** The next level and the stake it needs; null at level 8 or under an override. */
    next: z.object({ level: z.number().int(), stake: z.number() }).nullable(),
  }),
});
export type UserInfo = z.infer<typeof userInfoData>;

export const getconfig = defineCall(PATHS.getconfig, 'public', {
  summary: 'App configuration: name, support link, mode, exchange links, app versions',
  data: appConfigData,
});

export const login = defineCall(PATHS.login, 'public', {
  summary: 'Log in with area code, username or phone, and password; answers a new session token',
  body: { quhao, username: text(64), password: text(64) },
  /** `code_needed`: the member's sign-in asks for a code from their app (loginCode) before anything else. */
  data: tokenData.extend({ code_needed: z.boolean().optional() }),
});

export const register = defineCall(PATHS.register, 'public', {
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

export const smsSend = defineCall(PATHS.smsSend, 'public', {
  summary: 'Send a verification code to a phone number (60 s resend lock)',
  body: { quhao, mobile: text(32) },
  data: z.object({ resend_after: z.number().int() }),
});

export const repasswd = defineCall(PATHS.repasswd, 'user', {
  summary:
    'Change the login password (passwd = current, npasswd = new); ends the other sessions. A retry with the same request_id answers ok',
  body: { passwd: text(64), npasswd: text(64), request_id: requestId },
  data: z.object({}),
});

export const resetpaypwd = defineCall(PATHS.resetpaypwd, 'user', {
  summary: 'Change the payment (withdrawal) password. A retry with the same request_id answers ok',
  body: { srcpwd: text(64), newpwd: text(64), newpwd2: text(64), request_id: requestId },
  data: z.object({}),
});

export const getuserinfo = defineCall(PATHS.getuserinfo, 'user', {
  summary: 'The logged-in user: nickname, level, balance and withdrawable amount',
  data: userInfoData,
});

export const logout = defineCall(PATHS.logout, 'user', {
  summary: 'End this session (the token stops working at once)',
  data: z.object({}),
});
