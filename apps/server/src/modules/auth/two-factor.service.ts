import { createHash, randomInt } from 'node:crypto';
import type { MyTwoFactor, TwoFactorState } from '@roundhouse/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/calls.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { RateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import type { SessionsRepository } from './auth.repository.ts';
import type { AuthService } from './auth.service.ts';
import { TwoFactorRepository } from './two-factor.repository.ts';

export type TwoFactorPolicy = 'required' | 'optional' | 'off';

/** Wrong codes a staff member may enter in WINDOW_SECONDS, whatever the sessions (a burst included). */
const ATTEMPTS = 5;
const WINDOW_SECONDS = 15 * 60;
/** Recovery codes: letters and digits without look-alikes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');
const bucketOf = (userId: number) => `totp:${userId}`;

/**
 * Staff's second factor (issue 23): TOTP (RFC 6238, otplib) with a code used once and a shared
 * attempt limit, ten recovery codes shown once and stored hashed, and a session flag the console's
 * calls check (http/calls.ts) per STAFF_2FA.
 */
export class TwoFactorService {
  private readonly repo: TwoFactorRepository;

  constructor(
    private readonly deps: {
      db: Db;
      auth: AuthService;
      limits: RateLimitsRepository;
      sessions: SessionsRepository;
      audit: AuditLog;
      policy: TwoFactorPolicy;
    },
  ) {
    this.repo = new TwoFactorRepository(deps.db);
  }

  /** Whether a staff session must pass the second factor before a console call. */
  needed(user: Pick<SessionUser, 'totpEnabled' | 'secondFactor'>): boolean {
    const { policy } = this.deps;
    if (policy === 'off' || user.secondFactor) return false;
    return policy === 'required' || user.totpEnabled;
  }

  /** A member who turned the app on, signed in on this session without its code yet (issue 23). */
  memberCodeNeeded(user: Pick<SessionUser, 'role' | 'totpEnabled' | 'secondFactor'>): boolean {
    return user.role === 'user' && user.totpEnabled && !user.secondFactor;
  }

  /** A member's own view: is the app on, and how many recovery codes are left. */
  async memberState(user: SessionUser): Promise<MyTwoFactor> {
    return { enrolled: user.totpEnabled, recovery_left: user.totpEnabled ? await this.repo.recoveryLeft(user.id) : 0 };
  }

  /** A member turns the app off with a code from it (or a recovery code); their sessions go on. */
  async disable(user: SessionUser, code: string): Promise<MyTwoFactor> {
    await this.passCode(user.id, code);
    await this.deps.db.transaction().execute((trx) => this.repo.remove(trx, user.id));
    this.deps.auth.forget(user.id);
    return { enrolled: false, recovery_left: 0 };
  }

  async state(user: SessionUser): Promise<TwoFactorState> {
    return {
      policy: this.deps.policy,
      enrolled: user.totpEnabled,
      passed: !this.needed(user),
      recovery_left: user.totpEnabled ? await this.repo.recoveryLeft(user.id) : 0,
    };
  }

  /** A new secret to set up (again); once enrolled, only from a session that has passed it. */
  async enrol(user: SessionUser): Promise<{ secret: string; uri: string }> {
    if (user.totpEnabled && !user.secondFactor) throw new AppError(3070);
    const secret = generateSecret();
    await this.repo.setPending(user.id, secret);
    return { secret, uri: generateURI({ issuer: 'Roundhouse', label: user.username, secret }) };
  }

  /** The app's first code turns the second factor on for the staff member and this session. */
  async confirm(user: SessionUser, code: string): Promise<{ recovery_codes: string[] }> {
    const pending = (await this.repo.secrets(user.id))?.totp_pending_secret;
    if (!pending) throw new AppError(3072);
    const step = await this.attempt(
      user.id,
      () => this.stepOf(pending, code),
      () => new AppError(3071, { field: 'code' }),
    );
    const codes = Array.from({ length: 10 }, () =>
      Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
    );
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.repo.enable(trx, user.id, pending, step))) {
        throw new AppError(3072);
      }
      await this.repo.replaceRecoveryCodes(trx, user.id, codes.map(hashOf));
      await this.repo.markSession(user.sessionId, trx);
      if (user.role === 'user') {
        // A member's other sessions signed in without a code: they end, and sign in again with one.
        await this.deps.sessions.revokeOthers(user.id, user.sessionId, trx);
      } else {
        await this.deps.audit.record(trx, user, 'staff.second_factor_on', `user:${user.id}`, null, { totp: true });
      }
    });
    this.deps.auth.forget(user.id);
    return { recovery_codes: codes };
  }

  /**
   * Passes the second factor for this session: a code from the app (once) or a recovery code (once).
   * A session that has passed it is answered so again, using up nothing: its code sent again after
   * the answer was lost would be refused as used, though it passed.
   */
  async verify(user: SessionUser, code: string): Promise<TwoFactorState> {
    if (!user.secondFactor) {
      await this.passCode(user.id, code);
      await this.repo.markSession(user.sessionId);
      this.deps.auth.forget(user.id);
    }
    return this.state({ ...user, secondFactor: true });
  }

  /**
   * Step-up for a dangerous call (issue 23): `confirm` must be a code from the app newer than any
   * used before (or a recovery code), or, for staff without an app (STAFF_2FA optional or off),
   * their password. Missing: 3075 / 3076, which the console answers by asking; wrong: 3071 / 3077.
   * Wrong ones count against the same attempt limit as sign-in codes (3002 once used up).
   */
  async stepUp(user: SessionUser, confirm: string | undefined): Promise<void> {
    const secret =
      this.deps.policy !== 'off' && user.totpEnabled ? (await this.repo.secrets(user.id))?.totp_secret : null;
    if (!confirm) throw new AppError(secret ? 3075 : 3076, { field: 'confirm' });
    await this.attempt(
      user.id,
      () => (secret ? this.useCode(user.id, secret, confirm) : this.deps.auth.passwordMatches(user.id, confirm)),
      () => new AppError(secret ? 3071 : 3077, { field: 'confirm' }),
    );
  }

  /** An enrolled account's code from the app or a recovery code, used once (3072 when none is set up). */
  private async passCode(userId: number, code: string): Promise<void> {
    const secret = (await this.repo.secrets(userId))?.totp_secret;
    if (!secret) throw new AppError(3072);
    await this.attempt(
      userId,
      () => this.useCode(userId, secret, code),
      () => new AppError(3071, { field: 'code' }),
    );
  }

  /** Uses a code once: a 6-digit one from the app newer than the last accepted, or a recovery code. */
  private async useCode(userId: number, secret: string, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const step = await this.stepOf(secret, code);
      return step !== undefined && (await this.repo.useStep(userId, step));
    }
    return /^[a-z0-9]{10}$/.test(code) && this.repo.useRecoveryCode(userId, hashOf(code));
  }

  /**
   * An admin removes a staff member's second factor in `trx` (a lost phone; the caller ends their
   * sessions): false when none was set up. Their last accepted step stays, so no old code comes back.
   */
  remove(trx: Executor, userId: number): Promise<boolean> {
    return this.repo.remove(trx, userId);
  }

  /**
   * One attempt at a code: counted before it is checked (a burst cannot outrun it; 3002 once used
   * up), `wrong()` thrown when `check()` finds nothing (false or undefined), given back when it finds
   * something, which it returns (a code's time step).
   */
  private async attempt<T>(
    userId: number,
    check: () => Promise<T | false | undefined>,
    wrong: () => AppError,
  ): Promise<T> {
    if (!(await this.deps.limits.reserve(bucketOf(userId), WINDOW_SECONDS, ATTEMPTS))) throw new AppError(3002);
    const found = await check();
    if (found === false || found === undefined) throw wrong();
    await this.deps.limits.release(bucketOf(userId));
    return found;
  }

  /** The time step a code belongs to (the current one, or one either side for clock drift). */
  private async stepOf(secret: string, code: string): Promise<number | undefined> {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }
}
