import { randomBytes, randomInt } from 'node:crypto';
import { looksLikePhone, type Role, RULES } from '@roundhouse/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/database.ts';
import { Memo } from '../../db/memo.ts';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Authenticator, SessionUser } from '../../http/calls.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { RateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { hashToken, type InvitationsRepository, SESSION_READS, type SessionsRepository } from './auth.repository.ts';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.ts';
import {
  type AuthLimits,
  checkPassword,
  checkPayPassword,
  loginKey,
  normaliseQuhao,
  touchIntervalMs,
  validPhone,
} from './rules.ts';

export { type AuthLimits, checkPassword, normaliseQuhao, touchIntervalMs } from './rules.ts';

/** Wrong payment passwords per member per window, shared by every call that checks it. */
export const PAY_PASSWORD_FAILURES = 5;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type SessionRow = NonNullable<Awaited<ReturnType<SessionsRepository['findByTokenHash']>>>;

/** What the services beside sign-in share (AccountsService, PasswordChanges, StaffService). */
export interface AccountParts {
  db: Db;
  auth: AuthService;
  users: UsersRepository;
  sessions: SessionsRepository;
}

export class AuthService implements Authenticator {
  /** Sessions with their member, by token hash, while the change feed is live (no query per call). */
  private readonly sessionMemo: Memo<string, SessionRow>;

  constructor(
    private readonly deps: {
      db: Db;
      users: UsersRepository;
      sessions: SessionsRepository;
      invitations: InvitationsRepository;
      ledger: LedgerService;
      limits: RateLimitsRepository;
      sms: SmsService;
      config: AuthLimits;
      changes?: ChangeFeed | undefined;
    },
  ) {
    // A member's row or any of their sessions changed (status, level, role, password, revoked).
    this.sessionMemo = new Memo(
      deps.changes,
      (change, _key, row) =>
        (change.table === 'users' || change.table === 'sessions') && String(row.user_id) === change.id,
      { reads: SESSION_READS },
    );
  }

  /** A new session; `code_needed` when the member's sign-in asks for a code from their app (issue 23). */
  async login(
    input: { quhao: string; username: string; password: string },
    ip: string,
  ): Promise<{ token: string; code_needed?: true }> {
    const { users, limits, config } = this.deps;
    const username = input.username.trim();
    if (!username) throw new AppError(1010, { field: 'username' });
    if (!input.password) throw new AppError(1015, { field: 'password' });
    const key = loginKey(input.quhao, username);

    if ((await limits.hit(`login-ip:${ip}`, config.windowSeconds)) > config.attemptsPerIp) throw new AppError(3002);
    const user = await users.findByLoginKey(key);
    if (!user) {
      await verifyDummy(input.password);
      throw new AppError(1002, { field: 'username' });
    }
    await this.checkLoginPassword(user, input.password, new AppError(1003, { field: 'password' }));
    if (user.status === 'frozen') throw new AppError(3003, { answer: 403 });
    const token = await this.startSession(this.deps.db, user.id, ip);
    return user.role === 'user' && user.totp_enabled_at ? { token, code_needed: true } : { token };
  }

  async register(
    input: {
      quhao: string;
      username: string;
      captcha?: string | undefined;
      password: string;
      spassword: string;
      invitation: string;
      payPwd: string;
    },
    ip: string,
  ): Promise<{ token: string }> {
    const quhao = normaliseQuhao(input.quhao);
    const username = input.username.trim();
    const isPhone = looksLikePhone(username);
    if (!username) throw new AppError(1010, { field: 'username' });
    if (isPhone) {
      if (!RULES.phoneDigits.test(username) || !(await validPhone(`+${quhao}${username}`))) {
        throw new AppError(2050, { field: 'username' });
      }
    } else if (!RULES.username.test(username) || username.length > RULES.usernameMax) {
      throw new AppError(1010, { field: 'username' });
    }
    checkPassword(input.password, 'password');
    if (!input.spassword) throw new AppError(1015, { field: 'spassword' });
    if (input.spassword !== input.password) throw new AppError(1012, { field: 'spassword' });
    const invitation = input.invitation.trim().toUpperCase();
    if (!invitation || !(await this.deps.invitations.isUsable(invitation))) {
      throw new AppError(1063, { field: 'invitation' });
    }
    checkPayPassword(input.payPwd, 'payPwd');

    const key = loginKey(quhao, username);
    const alreadyTaken = () => new AppError(isPhone ? 2052 : 1013, { field: 'username' });
    // Counted once the form is valid (a typo does not use up an address's allowance) and before
    // anything about an account is answered: "taken" tells a name exists, so probing names spends
    // the allowance like registering does (issue 22, fault 24).
    const { limits, config } = this.deps;
    if ((await limits.hit(`register-ip:${ip}`, config.windowSeconds)) > config.registrationsPerIp) {
      throw new AppError(3002);
    }
    if (await this.deps.users.findByLoginKey(key)) throw alreadyTaken();
    if (isPhone && this.deps.sms.required) await this.deps.sms.verify(quhao, username, input.captcha);

    const [passwordHash, payPasswordHash] = await Promise.all([
      hashPassword(input.password),
      hashPassword(input.payPwd),
    ]);
    return this.deps.db.transaction().execute(async (trx) => {
      const user = await this.deps.users.insert(trx, {
        username,
        quhao,
        login_key: key,
        nickname: username,
        password_hash: passwordHash,
        pay_password_hash: payPasswordHash,
        invited_by: invitation,
      });
      // A parallel registration of the same name won the race.
      if (!user) throw alreadyTaken();
      await this.createInvitationCode(trx, user.id);
      await this.deps.ledger.openUserAccounts(trx, user.id);
      return { token: await this.startSession(trx, user.id, ip) };
    });
  }

  /** Resolves a token to its user: 409 when missing, unknown, revoked or expired; 403 when frozen. */
  async authenticate(token: string | undefined): Promise<SessionUser> {
    const invalid = () => new AppError(1062, { answer: 409 });
    if (!token) throw invalid();
    // Remembered by the token itself: a known session costs no hashing (issue 9: reads per second);
    // only a miss hashes it to look it up.
    const load = () => this.deps.sessions.findByTokenHash(hashToken(token));
    let session = await this.sessionMemo.get(token, load);
    if (!session) throw invalid();
    // A frozen member's sessions are ended too; their next call still says why (403, not 409).
    if (session.status === 'frozen') throw new AppError(3003, { answer: 403 });
    if (session.revoked_at) throw invalid();
    const now = Date.now();
    const idleMinutes = session.role === 'user' ? this.deps.config.idleMinutes : this.deps.config.staffIdleMinutes;
    const touchAfter = touchIntervalMs(idleMinutes);
    // last_seen_at may lag real use by up to one touch interval: a session ends only when it was
    // really unused for the whole idle limit.
    const unused = (row: { last_seen_at: Date }) =>
      now - row.last_seen_at.getTime() >= idleMinutes * 60_000 + touchAfter;
    if (unused(session)) {
      // The kept row's last_seen_at is this process's view; another process may have touched it since.
      this.sessionMemo.drop((key) => key === token);
      session = await load();
      if (!session || session.revoked_at || unused(session)) throw invalid();
    }
    if (session.expires_at.getTime() <= now) throw invalid();
    if (now - session.last_seen_at.getTime() > touchAfter) {
      await this.deps.sessions.touch(session.id);
      // The kept row is shared and frozen in tests: forget it, the next call reads the new time.
      this.sessionMemo.drop((key) => key === token);
    }
    return {
      id: session.user_id,
      username: session.username,
      role: session.role,
      level: session.level,
      sessionId: String(session.id),
      mustChange: session.must_change_password || session.must_change_pay_password,
      totpEnabled: session.totp_enabled_at !== null,
      secondFactor: session.second_factor_at !== null,
    };
  }

  async logout(user: SessionUser): Promise<void> {
    await this.deps.sessions.revoke(user.sessionId);
    this.forget(user.id);
  }

  /** Drops a member's remembered sessions at once (the database's notification follows). */
  forget(userId: number): void {
    this.sessionMemo.drop((_key, row) => row.user_id === userId);
  }

  /**
   * Checks a member's payment password (withdraw, resetpaypwd, finance): at most
   * PAY_PASSWORD_FAILURES wrong ones per window, reserved before the comparison so that parallel
   * attempts cannot exceed it (3002). Throws `wrong` when it does not match.
   */
  async checkPayPassword(userId: number, pwd: string, wrong: AppError): Promise<void> {
    const { limits, config } = this.deps;
    const bucket = `paypwd-fail:${userId}`;
    if (!(await limits.reserve(bucket, config.windowSeconds, PAY_PASSWORD_FAILURES))) throw new AppError(3002);
    const user = await this.deps.users.findById(userId);
    if (!user || !pwd || !(await verifyPassword(user.pay_password_hash, pwd))) throw wrong;
    await limits.release(bucket);
  }

  /** Whether `password` is the member's login password (step-up; the caller limits attempts). */
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.deps.users.findById(userId);
    return user !== undefined && (await verifyPassword(user.password_hash, password));
  }

  /** The login password, limited per account and shared by login and repasswd (3002 when used up). */
  async checkLoginPassword(user: User, password: string, wrong: AppError): Promise<void> {
    const { limits, config } = this.deps;
    const bucket = `login-fail:${user.login_key}`;
    if (!(await limits.reserve(bucket, config.windowSeconds, config.failuresPerAccount))) throw new AppError(3002);
    if (!(await verifyPassword(user.password_hash, password))) throw wrong;
    await limits.clear(bucket);
  }

  /** The named account (no phone) `username` signs in as, if there is one. */
  findNamed(username: string): Promise<User | undefined> {
    return this.deps.users.findByLoginKey(loginKey(RULES.defaultQuhao, username));
  }

  /**
   * A named account (no phone) with its invitation code and ledger accounts, in `trx`; undefined
   * when the name is taken. What the seed, ADMIN_USERNAME, admin:create and the console share.
   */
  async insertNamed(
    trx: Executor,
    input: { username: string; role: Role; passwordHash: string; payPasswordHash: string },
  ): Promise<User | undefined> {
    const user = await this.deps.users.insert(trx, {
      username: input.username,
      quhao: RULES.defaultQuhao,
      login_key: loginKey(RULES.defaultQuhao, input.username),
      nickname: input.username,
      password_hash: input.passwordHash,
      pay_password_hash: input.payPasswordHash,
      role: input.role,
    });
    if (!user) return undefined;
    await this.createInvitationCode(trx, user.id);
    await this.deps.ledger.openUserAccounts(trx, user.id);
    return user;
  }

  private async startSession(trx: Executor, userId: number, ip: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.deps.config.maxDays * 86_400_000);
    await this.deps.sessions.create(trx, { userId, tokenHash: hashToken(token), expiresAt, ip });
    return token;
  }

  private async createInvitationCode(trx: Executor, userId: number): Promise<void> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      if (await this.deps.invitations.insert(trx, code, userId)) return;
    }
  }
}
