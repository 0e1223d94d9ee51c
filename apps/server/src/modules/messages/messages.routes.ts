import { getMyMessages, readMyMessages } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { MessagesService } from './messages.service.ts';

/** A member's own messages from the system. */
export function messagesRoutes(call: RegisterCall, messages: MessagesService): void {
  call(getMyMessages, ({ user }) => messages.inbox(user.id));
  call(readMyMessages, ({ user }) => messages.readAll(user.id));
}
