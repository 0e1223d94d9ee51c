import { defineCall } from './call.ts';
import { bigId } from './fields.ts';
import { PATHS } from './paths.ts';
import { z } from './zod.ts';

/** A member's own sessions and sign-ins (issue 23): where they are signed in, and how. */
const session = z.object({
  id: z.number().int(),
  /** "Chrome · Android", from the browser's own description; "" when it gave none. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type MySession = z.infer<typeof session>;

export const SIGN_IN_RESULTS = ['ok', 'wrong_password', 'locked', 'frozen'] as const;

const signIn = z.object({
  at: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  result: z.enum(SIGN_IN_RESULTS),
});
export type MySignIn = z.infer<typeof signIn>;

export const getMySessions = defineCall({
  path: PATHS.getMySessions,
  access: 'user',
  summary: 'Where you are signed in: every session still open, this one marked',
  body: {},
  data: z.array(session),
});

export const endMySession = defineCall({
  path: PATHS.endMySession,
  access: 'user',
  summary: 'Sign out one of your other sessions (its next call answers 409); 3074 when it is not one of yours',
  body: { id: bigId },
  data: z.array(session),
});

export const endOtherSessions = defineCall({
  path: PATHS.endOtherSessions,
  access: 'user',
  summary: 'Sign out everywhere but here',
  body: {},
  data: z.array(session),
});

export const getMySignIns = defineCall({
  path: PATHS.getMySignIns,
  access: 'user',
  summary: 'Your last 20 sign-ins with their result (succeeded, wrong password, locked, frozen)',
  body: {},
  data: z.array(signIn),
});
