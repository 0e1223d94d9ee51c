import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestKeysRepository, StoredKey } from './request-keys.repository.ts';

/**
 * The calls that take a request_id: those that move money (DESIGN.md §4), a member's password
 * changes, the console's creates (a retry answers the row the first one made) and its queue
 * decisions (a retry answers the item as it now stands).
 */
export type KeyedOperation =
  | 'recharge'
  | 'withdraw'
  | 'order'
  | 'finance'
  | 'repasswd'
  | 'resetpaypwd'
  | `${'room' | 'product' | 'article' | 'banner' | 'staff'}.create`
  | `${'deposit' | 'withdrawal'}.decide`;

/** The key of a call sent with a request id; none without one. */
export function requestKey(
  operation: KeyedOperation,
  requestId: string | undefined,
  payload: unknown,
): RequestKey | undefined {
  return requestId ? { operation, requestId, payload } : undefined;
}

/** A console create under its request key, inside the create's transaction (AuditLog.saveRow). */
export interface CreatedOnce {
  /** The id of the row this request's first sending made; undefined when it is new (its key is now claimed). */
  madeBefore(): Promise<number | undefined>;
  /** Keeps the new row's id with the key. */
  made(id: number): Promise<void>;
}

export interface RequestKey {
  operation: KeyedOperation;
  requestId: string;
  /** What the call asks for, normalised (amounts in cents): a retry must ask for the same. */
  payload: unknown;
}

/**
 * Request ids scoped by (member, operation, request_id), shared by every call that takes one. A
 * retry of the same request is recognised and answered with the first result; the same id sent to
 * another operation or with another payload is refused with 3017 and moves nothing.
 */
export class RequestKeys {
  constructor(private readonly deps: { db: Db; repo: RequestKeysRepository }) {}

  /**
   * Claims the key inside the caller's transaction, before any money moves. Answers true when this
   * request is new, false when it is a retry of one already done (the caller answers that one's
   * result). A parallel retry waits here until the first commits or rolls back.
   */
  async claim(trx: Executor, userId: number, key: RequestKey): Promise<boolean> {
    const stored = toStored(key);
    if (await this.deps.repo.insert(trx, userId, key.requestId, stored)) return true;
    check(await this.deps.repo.find(trx, userId, key.requestId), stored);
    return false;
  }

  /**
   * Runs a check that counts attempts (the payment password's limit) for a request that may be a
   * retry. A retry of a request already done answers true without the check; a retry refused by the
   * limit (3002) while its first request is still in flight waits up to `waitMs` for that one to be
   * done and answers true if it was. True means: answer the first request's result.
   */
  async retryOf(userId: number, key: RequestKey | undefined, check: () => Promise<void>, waitMs = 3000) {
    if (key && (await this.seen(userId, key))) return true;
    try {
      await check();
      return false;
    } catch (error) {
      if (!key || !(error instanceof AppError) || error.errCode !== 3002) throw error;
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (await this.seen(userId, key)) return true;
      }
      throw error;
    }
  }

  /** A console create under `key` (none without a request id), for AuditLog.saveRow in `trx`. */
  creation(trx: Executor, userId: number, key: RequestKey | undefined): CreatedOnce | undefined {
    if (!key) return undefined;
    const { repo } = this.deps;
    return {
      madeBefore: async () => {
        if (await this.claim(trx, userId, key)) return undefined;
        const id = await repo.resultOf(trx, userId, key.requestId);
        if (id === undefined) throw new Error('a console create kept no row with its request key');
        return id;
      },
      made: (id) => repo.keepResult(trx, userId, key.requestId, id),
    };
  }

  /** Without claiming: true when this exact request was done before; 3017 when the id was used otherwise. */
  async seen(userId: number, key: RequestKey): Promise<boolean> {
    const found = await this.deps.repo.find(this.deps.db, userId, key.requestId);
    if (!found) return false;
    check(found, toStored(key));
    return true;
  }
}

/** What is stored of a request: SHA-256 of its normalised payload (for writers that claim in SQL). */
export function fingerprintOf(key: RequestKey): string {
  return createHash('sha256').update(JSON.stringify(key.payload)).digest('hex');
}

function toStored(key: RequestKey): StoredKey {
  return { operation: key.operation, fingerprint: fingerprintOf(key) };
}

function check(found: StoredKey | undefined, wanted: StoredKey): void {
  if (!found) throw new Error('a request key vanished inside its transaction');
  const samePayload = found.fingerprint === '*' || found.fingerprint === wanted.fingerprint;
  if (found.operation !== wanted.operation || !samePayload) throw new AppError(3017, { field: 'request_id' });
}
