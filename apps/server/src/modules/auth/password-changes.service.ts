import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/calls.ts';
import { type RequestKey, type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import type { AccountParts } from './auth.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkPassword, checkPayPassword } from './rules.ts';

type Kept = 'password_hash' | 'pay_password_hash';

/**
 * A member's own password changes (repasswd, resetpaypwd). Each may carry a request_id: a change
 * whose answer was lost is sent again with the same id and answered ok, though the current password
 * it names is no longer the current one. The id's payload is the new password, compared with the
 * kept hash (a request key never holds a password, even hashed).
 */
export class PasswordChanges {
  constructor(private readonly deps: AccountParts & { keys: RequestKeys }) {}

  /** The login password; every other session of the member ends. */
  async login(user: SessionUser, input: { passwd: string; npasswd: string; request_id?: string | undefined }) {
    const record = await this.deps.users.findById(user.id);
    if (!record) throw new AppError(1062, { answer: 409 });
    const key = requestKey('repasswd', input.request_id, {});
    const check = () =>
      this.deps.auth.checkLoginPassword(record, input.passwd, new AppError(1059, { field: 'passwd' }));
    if (await this.madeBefore(user.id, key, check, { kept: 'password_hash', next: input.npasswd })) return;
    checkPassword(input.npasswd, 'npasswd');
    // A forced change must leave the one-time password behind (issue 22, fault 6).
    if (record.must_change_password && input.npasswd === input.passwd) throw new AppError(3064, { field: 'npasswd' });
    const hash = await hashPassword(input.npasswd);
    await this.change(user.id, key, { kept: 'password_hash', next: input.npasswd }, async (trx) => {
      await this.deps.users.setPasswordHash(user.id, hash, trx);
      await this.deps.sessions.revokeOthers(user.id, user.sessionId, trx);
    });
  }

  /** The payment password. */
  async pay(
    user: SessionUser,
    input: { srcpwd: string; newpwd: string; newpwd2: string; request_id?: string | undefined },
  ) {
    const key = requestKey('resetpaypwd', input.request_id, {});
    const check = () => this.deps.auth.checkPayPassword(user.id, input.srcpwd, new AppError(1051, { field: 'srcpwd' }));
    if (await this.madeBefore(user.id, key, check, { kept: 'pay_password_hash', next: input.newpwd })) return;
    checkPayPassword(input.newpwd, 'newpwd');
    if (input.newpwd2 !== input.newpwd) throw new AppError(1012, { field: 'newpwd2' });
    if (user.mustChange && input.newpwd === input.srcpwd) {
      const record = await this.deps.users.findById(user.id);
      if (record?.must_change_pay_password) throw new AppError(3064, { field: 'newpwd' });
    }
    const hash = await hashPassword(input.newpwd);
    await this.change(user.id, key, { kept: 'pay_password_hash', next: input.newpwd }, (trx) =>
      this.deps.users.setPayPasswordHash(user.id, hash, trx),
    );
  }

  /**
   * Checks the current password, unless this request is a retry of a change made under its id
   * (true: answer ok). A twin sent at the same time may have changed the password between the two
   * checks: a refusal is answered ok too once the twin is seen done.
   */
  private async madeBefore(
    userId: number,
    key: RequestKey | undefined,
    check: () => Promise<void>,
    wanted: { kept: Kept; next: string },
  ): Promise<boolean> {
    try {
      if (!(await this.deps.keys.retryOf(userId, key, check))) return false;
    } catch (error) {
      if (!key || !(await this.deps.keys.seen(userId, key))) throw error;
    }
    await this.sameAsKept(userId, wanted);
    return true;
  }

  /** Claims the key and writes the new hash in one transaction; a twin that claimed first must have asked the same. */
  private async change(
    userId: number,
    key: RequestKey | undefined,
    wanted: { kept: Kept; next: string },
    write: (trx: Executor) => Promise<void>,
  ) {
    const claimed = await this.deps.db.transaction().execute(async (trx) => {
      if (key && !(await this.deps.keys.claim(trx, userId, key))) return false;
      await write(trx);
      return true;
    });
    // This process's sessions at once; other processes when the users_changed trigger reaches them.
    this.deps.auth.forget(userId);
    if (!claimed) await this.sameAsKept(userId, wanted);
  }

  /** The id was spent on a change to another password: 3017, as for money (DESIGN.md §4). */
  private async sameAsKept(userId: number, wanted: { kept: Kept; next: string }) {
    const record = await this.deps.users.findById(userId);
    if (!record || !(await verifyPassword(record[wanted.kept], wanted.next))) {
      throw new AppError(3017, { field: 'request_id' });
    }
  }
}
