import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall } from '../call.ts';
import { bigId, smallId, text, wholeNumber } from '../fields.ts';
import { financeContract } from '../finance.ts';
import { getGamelog } from '../games.ts';
import { playLimitsData } from '../play.ts';
import { ROLES } from '../roles.ts';
import { signIn } from '../security.ts';
import { MEMBER_SORTS } from '../wallet-constants.ts';
import * as z from '../zod.ts';

// ── Members ──────────────────────────────────────────────────────────────────────────────────────

export const adminMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  quhao: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  vip_override: z.number().int().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'frozen']),
  balance: z.number(),
  invitation_code: z.string(),
  created_at: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMembers = staffCall(ADMIN_PATHS.adminMembers, 'read', {
  summary:
    'Members whose name, phone or invitation code contains the query, of a status and VIP level, newest first or sorted by join date or balance',
  body: {
    q: text(64).optional(),
    status: z.enum(['active', 'frozen']).optional(),
    level: wholeNumber(0, 8).optional(),
    sort: z.enum(MEMBER_SORTS).optional(),
    page: wholeNumber(1, 10_000).optional(),
    size: wholeNumber(1, 100).optional(),
  },
  data: z.object({ list: z.array(adminMemberRow), total: z.number().int() }),
});

export const adminMember = staffCall(ADMIN_PATHS.adminMember, 'read', {
  summary:
    'One member: balances, fund flow, orders, contracts, sessions, last 20 sign-ins (failed ones too) and responsible-play settings',
  body: { user_id: bigId },
  data: z.object({
    member: adminMemberRow.extend({
      must_change: z.object({ login: z.boolean(), pay: z.boolean() }),
      settled_stake: z.number(),
    }),
    balances: z.object({ cash: z.number(), hold: z.number(), pledge: z.number() }),
    flow: z.array(
      z.object({ id: z.number(), time: z.string(), money: z.number(), after: z.number(), reason: z.string() }),
    ),
    /** The member's latest orders, as their own order log shows them. */
    orders: getGamelog.data,
    contracts: z.array(financeContract),
    sessions: z.array(
      z.object({
        id: z.number(),
        created_at: z.string(),
        last_seen_at: z.string(),
        ip: z.string().nullable(),
        active: z.boolean(),
      }),
    ),
    /** The member's last 20 sign-ins, as My → Security shows them to the member. */
    sign_ins: z.array(signIn),
    /** Responsible play as the member set it; a self-exclusion cannot be lifted from here. */
    play: playLimitsData,
  }),
});

export const adminSetVip = staffCall(ADMIN_PATHS.adminSetVip, 'operate', {
  summary: "Set a member's VIP level (0-8) as an override, or clear it (null) so the stake decides again",
  body: { user_id: smallId, level: z.union([wholeNumber(0, 8), z.null()]) },
  data: z.object({ user_id: z.number().int(), level: z.number().int(), override: z.boolean() }),
});

export const adminFreeze = staffCall(ADMIN_PATHS.adminFreeze, 'operate', {
  summary: 'Freeze a member (every session ends; their next call answers 403) or unfreeze them',
  body: { user_id: bigId, frozen: z.boolean() },
  data: z.object({ user_id: z.number().int(), status: z.enum(['active', 'frozen']) }),
});

export const adminResetPassword = staffCall(ADMIN_PATHS.adminResetPassword, 'operate', {
  summary: "Reset a member's login or payment password to a one-time password (shown once); the member must change it",
  body: { user_id: bigId, kind: z.enum(['login', 'pay']) },
  data: z.object({ user_id: z.number().int(), temporary: z.string() }),
});
