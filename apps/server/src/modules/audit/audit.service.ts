import type { AuditLogRow } from '@roundhouse/contract';
import type { Executor } from '../../db/database.ts';
import type { AuditFilter, AuditRepository } from './audit.repository.ts';

/** Who did it: the staff member behind a console call. */
export interface Actor {
  id: number;
  username: string;
}

/**
 * The operator audit log (issue 12): every console change writes one row — who, what, to what,
 * before and after — in the transaction of the change itself, so a change without its row (or a
 * row without its change) cannot exist. Secrets (passwords) are never written to it.
 */
export class AuditLog {
  constructor(
    private readonly repo: AuditRepository,
    /** Each staff action also as a log line (issue 25): who, what, to what; not the values. */
    private readonly log: (line: { actor: number; action: string; target: string }, message: string) => void = () => {},
  ) {}

  record(trx: Executor, actor: Actor, action: string, target: string, before: unknown, after: unknown) {
    this.log({ actor: actor.id, action, target }, 'staff action');
    return this.repo.insert(trx, { actorId: actor.id, actor: actor.username, action, target, before, after });
  }

  async list(filter: AuditFilter, page: number, size: number): Promise<{ list: AuditLogRow[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.list(filter, size, (page - 1) * size), this.repo.count(filter)]);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        at: r.created_at.toISOString(),
        actor_id: r.actor_id,
        actor: r.actor,
        action: r.action,
        target: r.target,
        before: r.before ?? null,
        after: r.after ?? null,
      })),
      total,
    };
  }
}
