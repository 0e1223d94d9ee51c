/** Members, staff, their sessions and limits, settings and the audit log. */
import type { MemberMessageKind, Role } from '@roundhouse/contract';
import type { Cents } from '@roundhouse/game';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  quhao: string;
  /** Unique login identity: `+852 51234567` for phones, the lower-cased name otherwise. */
  login_key: string;
  nickname: string;
  name: Generated<string>;
  password_hash: string;
  pay_password_hash: string;
  /** The effective VIP level (0–8): the override when set, else what settled_stake_cents reaches. */
  level: Generated<number>;
  /** Lifetime stake of settled (won or lost) orders; cancelled ones do not count. */
  settled_stake_cents: ColumnType<Cents, Cents | undefined, Cents>;
  /** Set by an operator: wins over the stake thresholds while set. */
  vip_override: ColumnType<number | null, number | null | undefined, number | null>;
  role: Generated<Role>;
  status: Generated<'active' | 'frozen'>;
  /** An operator reset the password: the member changes it before anything else. */
  must_change_password: Generated<boolean>;
  must_change_pay_password: Generated<boolean>;
  /** The last password reset by staff: withdrawals wait 24 hours after it (issue 22, fault 18). */
  staff_reset_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Staff's second factor (issue 23): the TOTP secret once confirmed, the one being enrolled. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last TOTP time step accepted: a code is used once. */
  totp_last_step: ColumnType<number, number | undefined, number>;
  invited_by: string | null;
  created_at: CreatedAt;
}

export interface InvitationCodesTable {
  code: string;
  owner_user_id: number | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: number;
  token_hash: Buffer;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
  ip: string | null;
  /** When this session passed the staff member's second factor. */
  second_factor_at: ColumnType<Date | null, never, Date>;
  /** The browser that opened it (as it said), for the member's list of sessions. */
  user_agent: ColumnType<string | null, never, string | null>;
}

/** A sign-in to an existing account, with its result (members' security, issue 23). */
export interface SignInsTable {
  id: Generated<number>;
  user_id: number;
  at: CreatedAt;
  ip: string | null;
  user_agent: string | null;
  result: 'ok' | 'wrong_password' | 'locked' | 'frozen';
}

/** A staff member's one-time recovery codes, hashed (SHA-256: they are random, not chosen). */
export interface StaffRecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, never, Date>;
}

export interface SmsCodesTable {
  phone_key: string;
  code_hash: string;
  sent_at: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  attempts: Generated<number>;
}

export interface RateLimitsTable {
  bucket: string;
  window_started_at: ColumnType<Date, Date, Date>;
  hits: number;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AdminAuditTable {
  id: Generated<number>;
  actor_id: number;
  /** The staff member's username at the time. */
  actor: string;
  /** What was done: 'withdrawal.approve', 'room.save', … */
  action: string;
  /** What it was done to: 'withdrawal:12', 'user:7', 'settings', … */
  target: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: CreatedAt;
}

/** A message from the system to one member: a kind and its parameters, shown in their language. */
export interface MemberMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: MemberMessageKind;
  params: ColumnType<Record<string, string>, string | undefined, never>;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, Date | null>;
}
