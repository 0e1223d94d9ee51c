import type { MemberMessage, MemberMessageKind } from '@roundhouse/contract';
import type { Executor } from '../../db/database.ts';
import type { MessagesRepository } from './messages.repository.ts';

/**
 * Messages from the system to one member: other modules send them inside their own transaction
 * (a password reset by staff, a new device), the member lists them and marks them read.
 */
export class MessagesService {
  constructor(private readonly deps: { repo: MessagesRepository }) {}

  send(trx: Executor, userId: number, kind: MemberMessageKind, params: Record<string, string> = {}): Promise<void> {
    return this.deps.repo.insert(trx, userId, kind, params);
  }

  async inbox(userId: number): Promise<{ unread: number; list: MemberMessage[] }> {
    const rows = await this.deps.repo.newest(userId);
    const list = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      params: r.params,
      created_at: r.created_at.toISOString(),
      read: r.read_at !== null,
    }));
    return { unread: list.filter((m) => !m.read).length, list };
  }

  async readAll(userId: number) {
    await this.deps.repo.readAll(userId);
    return this.inbox(userId);
  }
}
