import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Removes what is no longer needed, at most `limit` rows per statement (a short transaction each:
 * no long lock, no pause in the order path). Each answers how many rows it removed.
 */
export class RetentionRepository {
  constructor(private readonly db: Db) {}

  /** Sessions ended (revoked, expired, or idle past `idleBefore`) before `endedBefore`. */
  async sessions(endedBefore: Date, idleBefore: Date, limit: number): Promise<number> {
    const result = await sql`
      delete from sessions where id in (
        select id from sessions
        where revoked_at < ${endedBefore} or expires_at < ${endedBefore} or last_seen_at < ${idleBefore}
        limit ${limit})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Rate-limit windows that started before `before` (every window is shorter). */
  async rateLimits(before: Date, limit: number): Promise<number> {
    const result = await sql`
      delete from rate_limits where bucket in (
        select bucket from rate_limits where window_started_at < ${before} limit ${limit})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** SMS codes that expired before `before` (a used code is deleted when it is used). */
  async smsCodes(before: Date, limit: number): Promise<number> {
    const result = await sql`
      delete from sms_codes where phone_key in (
        select phone_key from sms_codes where expires_at < ${before} limit ${limit})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Request keys made before `before`. A retry of one of them later finds the money table's own
   * unique (member, request id) and is refused (3081): never applied twice.
   */
  async requestKeys(before: Date, limit: number): Promise<number> {
    const result = await sql`
      delete from request_keys where (user_id, request_id) in (
        select user_id, request_id from request_keys where created_at < ${before} limit ${limit})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Members' sign-ins made before `before` (the oldest first, by their time's index). */
  async signIns(before: Date, limit: number): Promise<number> {
    const result = await sql`
      delete from sign_ins where id in (
        select id from sign_ins where at < ${before} order by at limit ${limit})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
