import { defineCall } from './call.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

/**
 * Messages from the system to one member (the third tab of /message): a kind and its parameters,
 * which the app words in the member's language.
 * - `password_reset`: staff reset the member's `password` ('login' or 'pay'); withdrawals wait
 *   `until` (issue 22, fault 18).
 * - `new_device`: a sign-in from a browser not seen before on the account: `device`, `ip` (issue 23).
 */
export const MEMBER_MESSAGE_KINDS = ['password_reset', 'new_device'] as const;
export type MemberMessageKind = (typeof MEMBER_MESSAGE_KINDS)[number];

export const memberMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBER_MESSAGE_KINDS),
  params: z.record(z.string(), z.string()),
  created_at: z.string(),
  read: z.boolean(),
});
export type MemberMessage = z.infer<typeof memberMessage>;

const inbox = z.object({ unread: z.number().int(), list: z.array(memberMessage) });

export const getMyMessages = defineCall(PATHS.getMyMessages, 'user', {
  summary: 'Your newest 100 messages from the system (a password reset by support, …), with how many are unread',
  data: inbox,
});

export const readMyMessages = defineCall(PATHS.readMyMessages, 'user', {
  summary: 'Mark every one of your messages read',
  data: inbox,
});
