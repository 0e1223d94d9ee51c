import { randomInt } from 'node:crypto';
import { looksLikePhone, type Role } from '@roundhouse/contract';
import type { Executor } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { AccountParts } from './auth.service.ts';
import { hashPassword } from './passwords.ts';

/** How long withdrawals wait after staff reset a member's password. */
export const STAFF_RESET_HOLD_MS = 24 * 3_600_000;
/** One-time passwords: letters and digits without look-alikes (0/O, 1/l/I). */
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * What staff do to accounts from the console (issue 12, issue 22): freeze a member, give them a
 * one-time password, read a member's sessions; each change with its audit
 * row in its own transaction. Sign-in stays in AuthService, a member's own password changes in
 * PasswordChanges.
 */
export class AccountsService {
  constructor(
    private readonly deps: AccountParts & {
      sms: SmsService;
      audit: AuditLog;
      messages: MessagesService;
    },
  ) {}

  /**
   * Until when a member's withdrawals wait after a password reset by staff (null: they do not):
   * a reset and a withdrawal to a new address by the same operator must not go through together.
   */
  async withdrawalsHeldUntil(userId: number): Promise<Date | null> {
    const user = await this.deps.users.findById(userId);
    if (!user?.staff_reset_at) return null;
    const until = new Date(user.staff_reset_at.getTime() + STAFF_RESET_HOLD_MS);
    return until.getTime() > Date.now() ? until : null;
  }

  /** Freezes a member (every session ends, so their next call answers 403 or 409) or unfreezes them. */
  async setFrozen(actor: Actor, userId: number, frozen: boolean) {
    const status = frozen ? ('frozen' as const) : ('active' as const);
    await this.deps.db.transaction().execute(async (trx) => {
      const user = await this.memberForChange(trx, userId);
      if (user.status === status) return;
      await this.deps.users.setStatus(trx, userId, status);
      if (frozen) await this.deps.sessions.revokeAll(trx, userId);
      await this.deps.audit.record(
        trx,
        actor,
        frozen ? 'member.freeze' : 'member.unfreeze',
        `user:${userId}`,
        {
          status: user.status,
        },
        { status },
      );
    });
    this.deps.auth.forget(userId);
    return { user_id: userId, status };
  }

  /**
   * Resets a member's login or payment password to a one-time one (answered once, never stored
   * or logged); the member must change it before any other call. A login reset ends their sessions.
   */
  async resetPassword(actor: Actor, userId: number, kind: 'login' | 'pay') {
    // A payment password is digits only (SPEC.md §5); a login password letters and digits.
    const alphabet = kind === 'pay' ? '0123456789' : TEMP_ALPHABET;
    const temporary = Array.from({ length: kind === 'pay' ? 8 : 10 }, () => alphabet[randomInt(alphabet.length)]).join(
      '',
    );
    const hash = await hashPassword(temporary);
    const heldUntil = new Date(Date.now() + STAFF_RESET_HOLD_MS);
    const member = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.memberForChange(trx, userId);
      await this.deps.users.resetPassword(trx, userId, kind, hash);
      if (kind === 'login') await this.deps.sessions.revokeAll(trx, userId);
      // The audit row says what the reset holds, so a withdrawal refused for it traces back here.
      await this.deps.audit.record(trx, actor, `member.reset_${kind}_password`, `user:${userId}`, null, {
        must_change: kind,
        withdrawals_held_until: heldUntil.toISOString(),
      });
      // Every member hears of it in the app; one with a phone by SMS as well (issue 22, fault 18).
      await this.deps.messages.send(trx, userId, 'password_reset', { password: kind, until: heldUntil.toISOString() });
      return row;
    });
    this.deps.auth.forget(userId);
    if (looksLikePhone(member.username)) {
      // Not waited for: a slow gateway does not hold the console's answer (a failure is logged).
      void this.deps.sms.notice(
        member.quhao,
        member.username,
        `Roundhouse: support reset your ${kind === 'login' ? 'login' : 'payment'} password. Withdrawals are paused for 24 hours. If you did not ask for this, contact support.`,
      );
    }
    return { user_id: userId, temporary };
  }

  /**
   * Creates a user with a given role, or resets the password of an existing one (seed, admin env).
   * `passwordHash`: the password's hash where the caller began it early (the seed, while the app is built).
   */
  async ensureUser(input: {
    username: string;
    password: string;
    role: Role;
    payPassword: string;
    passwordHash?: Promise<string>;
  }) {
    const hashed = input.passwordHash ?? hashPassword(input.password);
    const existing = await this.deps.auth.findNamed(input.username);
    if (existing) {
      await this.deps.users.setCredentials(existing.id, await hashed, input.role);
      return existing.id;
    }
    const [passwordHash, payPasswordHash] = await Promise.all([hashed, hashPassword(input.payPassword)]);
    return this.deps.db.transaction().execute(async (trx) => {
      const user = await this.deps.auth.insertNamed(trx, { ...input, passwordHash, payPasswordHash });
      if (!user) throw new Error(`could not create ${input.username}`);
      return user.id;
    });
  }

  async sessionsOf(userId: number) {
    const now = Date.now();
    return (await this.deps.sessions.ofUser(userId, 20)).map((s) => ({
      id: Number(s.id),
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      ip: s.ip,
      active: !s.revoked_at && s.expires_at.getTime() > now,
    }));
  }

  /** A member's row locked for an operator's change: 1002 when there is none, 3058 for staff. */
  private async memberForChange(trx: Executor, userId: number): Promise<User> {
    const user = await this.deps.users.lockForUpdate(trx, userId);
    if (!user) throw new AppError(1002, { field: 'user_id' });
    if (user.role !== 'user') throw new AppError(3058, { field: 'user_id' });
    return user;
  }
}
