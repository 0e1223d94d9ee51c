import type { AuditLogRow, ErrorCode } from '@roundhouse/contract';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CreatedOnce } from '../request-keys/request-keys.service.ts';
import type { AuditFilter, AuditRepository } from './audit.repository.ts';
import { diff } from './diff.ts';

/** Who did it: the staff member behind a console call. */
export interface Actor {
  id: number;
  username: string;
}

/** How a console row is created or edited (AuditLog.saveRow); each step runs in the caller's transaction. */
export interface SavedRow<Row extends { id: number }, View extends object> {
  insert(): Promise<Row>;
  /** The row, locked for the edit; undefined when the id names none. */
  locked(id: number): Promise<Row | undefined>;
  /** The edit, given the row as it was (for checks that depend on it). */
  update(id: number, before: Row): Promise<Row>;
  /** The row as the audit log shows it. */
  view(row: Row): View;
  /** The error for an id that names no row (its field: id). */
  missing: ErrorCode;
  /** Fields that change with every edit (a timestamp): not compared. */
  volatile?: (keyof View)[];
  /** A create's request key: sent again, it answers the row its first sending made, unchanged. */
  once?: CreatedOnce | undefined;
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

  /**
   * A console row created (no id) or edited, with its audit row in the same transaction: `KIND.create`
   * with the new row, or `KIND.save` with the fields that changed (no row when none did). A create
   * sent again under its request id (`once`) writes nothing and answers the first one's row.
   */
  async saveRow<Row extends { id: number }, View extends object>(
    trx: Executor,
    actor: Actor,
    kind: string,
    id: number | undefined,
    row: SavedRow<Row, View>,
  ): Promise<Row> {
    if (id === undefined) {
      const { once } = row;
      const made = await once?.madeBefore();
      if (made !== undefined) {
        const first = await row.locked(made);
        if (first === undefined) throw new AppError(row.missing, { field: 'id' });
        return first;
      }
      const created = await row.insert();
      await once?.made(created.id);
      await this.record(trx, actor, `${kind}.create`, `${kind}:${created.id}`, null, row.view(created));
      return created;
    }
    const before = await row.locked(id);
    if (before === undefined) throw new AppError(row.missing, { field: 'id' });
    const after = await row.update(id, before);
    const compared = (r: Row): View => {
      const view = { ...row.view(r) };
      for (const key of row.volatile ?? []) delete view[key];
      return view;
    };
    const changed = diff(compared(before), compared(after));
    if (changed) await this.record(trx, actor, `${kind}.save`, `${kind}:${id}`, changed.before, changed.after);
    return after;
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
