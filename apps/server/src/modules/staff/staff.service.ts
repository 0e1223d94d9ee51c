import { randomBytes } from 'node:crypto';
import type { StaffRole, StaffRow, StaffSession } from '@roundhouse/contract';
import type { Executor } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { Turns } from '../../db/turns.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/calls.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { type AccountParts, checkPassword } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { SecurityService } from '../auth/security.service.ts';
import type { TwoFactorService } from '../auth/two-factor.service.ts';
import { type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import { StaffRepository } from './staff.repository.ts';

/**
 * Staff accounts (issue 12; managed since issue 23): admins create them, change their role, disable
 * and enable them, reset their second factor, and see and end their sessions. Changes are serialised
 * (StaffRepository.lockChanges), taking turns in this process before they take a connection (Turns),
 * and checked under that lock: the actor is still an enabled admin,
 * never changes their own role or access (3079), and the last enabled admin stays one (3078). Each
 * change writes its audit row in its transaction and ends what it must at once (auth.forget).
 */
export class StaffService {
  private readonly repo: StaffRepository;
  /** The changes of staff accounts in this process, one after another: they wait on one lock anyway. */
  private readonly turns = new Turns<'staff'>();

  constructor(
    private readonly deps: AccountParts & {
      security: SecurityService;
      twoFactor: TwoFactorService;
      audit: AuditLog;
      keys: RequestKeys;
    },
  ) {
    this.repo = new StaffRepository(deps.db);
  }

  async list(): Promise<StaffRow[]> {
    return (await this.repo.list()).map(toRow);
  }

  /** A new account; sent again under its request id, the account its first sending made. */
  async create(
    actor: SessionUser,
    input: { username: string; password: string; role: StaffRole; request_id?: string | undefined },
  ) {
    checkPassword(input.password, 'password');
    // The key holds the name and role, never the password.
    const key = requestKey('staff.create', input.request_id, { username: input.username, role: input.role });
    // The hashes are the costly part: a retry, or a name already taken, is answered without them.
    const sentBefore = key !== undefined && (await this.deps.keys.seen(actor.id, key));
    if (!sentBefore && (await this.deps.auth.findNamed(input.username))) {
      throw new AppError(3057, { field: 'username' });
    }
    const hashes = sentBefore ? undefined : await newHashes(input.password);
    return this.deps.db.transaction().execute(async (trx) => {
      const once = this.deps.keys.creation(trx, actor.id, key);
      const made = await once?.madeBefore();
      if (made !== undefined) return this.one(trx, made);
      if (!hashes) throw new Error('a request key seen before has no account made under it');
      const user = await this.deps.auth.insertNamed(trx, { ...input, ...hashes });
      if (!user) throw new AppError(3057, { field: 'username' });
      await once?.made(user.id);
      await this.deps.audit.record(trx, actor, 'staff.create', `user:${user.id}`, null, {
        username: user.username,
        role: input.role,
      });
      return this.one(trx, user.id);
    });
  }

  async setRole(actor: SessionUser, userId: number, role: StaffRole): Promise<StaffRow> {
    return this.change(actor, userId, async (trx, target) => {
      if (target.role === role) return;
      if (target.role === 'admin' && target.status === 'active') await this.keepAnAdmin(trx);
      await this.repo.setRole(trx, userId, role);
      await this.deps.audit.record(trx, actor, 'staff.role', `user:${userId}`, { role: target.role }, { role });
    });
  }

  async setEnabled(actor: SessionUser, userId: number, enabled: boolean): Promise<StaffRow> {
    const status = enabled ? ('active' as const) : ('frozen' as const);
    return this.change(actor, userId, async (trx, target) => {
      if (target.status === status) return;
      if (!enabled && target.role === 'admin') await this.keepAnAdmin(trx);
      await this.deps.users.setStatus(trx, userId, status);
      if (!enabled) await this.deps.sessions.revokeAll(trx, userId);
      await this.deps.audit.record(
        trx,
        actor,
        enabled ? 'staff.enable' : 'staff.disable',
        `user:${userId}`,
        { status: target.status },
        { status },
      );
    });
  }

  /** A lost phone: the app and recovery codes go, their sessions end; they set it up at next sign-in. */
  async resetTwoFactor(actor: SessionUser, userId: number): Promise<StaffRow> {
    return this.change(actor, userId, async (trx) => {
      if (!(await this.deps.twoFactor.remove(trx, userId))) return;
      await this.deps.sessions.revokeAll(trx, userId);
      await this.deps.audit.record(trx, actor, 'staff.second_factor_reset', `user:${userId}`, { totp: true }, null);
    });
  }

  async sessions(actor: SessionUser, userId: number): Promise<StaffSession[]> {
    staffOnly(await this.deps.users.findById(userId));
    return this.deps.security.sessionsOf(userId, actor.sessionId);
  }

  /** Ends one session of a staff member, or every one (no id); audited. Their next call answers 409. */
  async endSessions(actor: SessionUser, userId: number, sessionId?: number): Promise<StaffSession[]> {
    await this.inTurn(async (trx) => {
      staffOnly(await this.deps.users.lockForUpdate(trx, userId));
      if (sessionId === undefined) await this.deps.sessions.revokeAll(trx, userId);
      else await this.deps.security.endOne(trx, userId, sessionId);
      await this.deps.audit.record(trx, actor, 'staff.end_sessions', `user:${userId}`, null, {
        session: sessionId ?? 'all',
      });
    });
    this.deps.auth.forget(userId);
    return this.deps.security.sessionsOf(userId, actor.sessionId);
  }

  /** One change of another staff member's account, under the lock, by an admin who still is one. */
  private async change(
    actor: SessionUser,
    userId: number,
    apply: (trx: Executor, target: User) => Promise<void>,
  ): Promise<StaffRow> {
    if (userId === actor.id) throw new AppError(3079, { field: 'user_id' });
    const row = await this.inTurn(async (trx) => {
      await this.repo.lockChanges(trx);
      const self = await this.deps.users.lockForUpdate(trx, actor.id);
      if (self?.role !== 'admin' || self.status !== 'active') throw new AppError(3006);
      await apply(trx, staffOnly(await this.deps.users.lockForUpdate(trx, userId)));
      return this.one(trx, userId);
    });
    this.deps.auth.forget(userId);
    return row;
  }

  /** A change's transaction, in this process's turn of staff changes. */
  private inTurn<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.turns.run('staff', () => this.deps.db.transaction().execute(work));
  }

  /** Refuses a change that would leave no enabled admin (the target is one of them). */
  private async keepAnAdmin(trx: Executor): Promise<void> {
    if ((await this.repo.enabledAdmins(trx)) <= 1) throw new AppError(3078, { field: 'user_id' });
  }

  private async one(executor: Executor, userId: number): Promise<StaffRow> {
    const [row] = await this.repo.list(executor, userId);
    if (!row) throw new AppError(1002, { field: 'user_id' });
    return toRow(row);
  }
}

/** A staff account: 1002 when there is none, 3080 for a member. */
function staffOnly(user: User | undefined): User {
  if (!user) throw new AppError(1002, { field: 'user_id' });
  if (user.role === 'user') throw new AppError(3080, { field: 'user_id' });
  return user;
}

function toRow(u: Awaited<ReturnType<StaffRepository['list']>>[number]): StaffRow {
  return {
    id: u.id,
    username: u.username,
    role: u.role as StaffRole,
    status: u.status,
    two_factor: u.totp_enabled_at !== null,
    sessions: Number(u.sessions),
    last_seen_at: u.last_seen_at ? new Date(u.last_seen_at).toISOString() : null,
    created_at: u.created_at.toISOString(),
  };
}

/** A staff account's hashes; staff do not pay: a random payment password nobody knows. */
async function newHashes(password: string) {
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(password),
    hashPassword(randomBytes(12).toString('base64url')),
  ]);
  return { passwordHash, payPasswordHash };
}
