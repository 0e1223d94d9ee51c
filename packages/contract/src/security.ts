import { defineCall } from './call.ts';
import { bigId } from './fields.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

/** A member's own sessions and sign-ins (issue 23): where they are signed in, and how. */
export const mySession = z.object({
  id: z.number().int(),
  /** "Chrome · Android", from the browser's own description; "" when it gave none. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySession>;

export const SIGN_IN_RESULTS = ['ok', 'wrong_password', 'locked', 'frozen'] as const;

/** One sign-in to an account: the member's own list, and the console's member page (issue 22). */
export const signIn = z.object({
  at: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  result: z.enum(SIGN_IN_RESULTS),
});
export type MySignIn = z.infer<typeof signIn>;

export const getMySessions = defineCall(PATHS.getMySessions, 'user', {
  summary: 'Where you are signed in: every session still open, this one marked',
  data: z.array(mySession),
});

export const endMySession = defineCall(PATHS.endMySession, 'user', {
  summary: 'Sign out one of your other sessions (its next call answers 409); 3074 when it is not one of yours',
  body: { id: bigId },
  data: z.array(mySession),
});

export const endOtherSessions = defineCall(PATHS.endOtherSessions, 'user', {
  summary: 'Sign out everywhere but here',
  data: z.array(mySession),
});

export const getMySignIns = defineCall(PATHS.getMySignIns, 'user', {
  summary:
    'Your last 20 sign-ins with their result (succeeded, wrong password, locked, frozen), and how long sign-ins are kept',
  data: z.object({
    sign_ins: z.array(signIn),
    /** Sign-ins are removed this many days after they were made (SIGN_IN_DAYS). */
    kept_days: z.number().int(),
  }),
});

// ── A member's own second factor (issue 23, optional): asked at sign-in once it is on ────────────

/** A code from an authenticator app (6 digits), or one of the ten recovery codes. */
const totpCode = z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, 'a 6-digit code or a recovery code');

const myTwoFactor = z.object({
  /** An authenticator app is set up: every sign-in asks for a code from it. */
  enrolled: z.boolean(),
  /** Recovery codes not used yet. */
  recovery_left: z.number().int(),
});
export type MyTwoFactor = z.infer<typeof myTwoFactor>;

export const getMyTwoFactor = defineCall(PATHS.getMyTwoFactor, 'user', {
  summary: 'Whether your sign-in asks for a code from an authenticator app',
  data: myTwoFactor,
});

export const myTotpEnrol = defineCall(PATHS.myTotpEnrol, 'user', {
  summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI (drawn as a QR code)',
  data: z.object({ secret: z.string(), uri: z.string() }),
});

export const myTotpConfirm = defineCall(PATHS.myTotpConfirm, 'user', {
  summary:
    'Confirm the app with its first code: sign-ins ask for a code from now on, your other sessions end, and ten recovery codes are answered once',
  body: { code: z.string().regex(/^\d{6}$/, 'a 6-digit code') },
  data: z.object({ recovery_codes: z.array(z.string()) }),
});

export const myTotpDisable = defineCall(PATHS.myTotpDisable, 'user', {
  summary: 'Turn the authenticator app off with a code from it (or a recovery code)',
  body: { code: totpCode },
  data: myTwoFactor,
});

export const loginCode = defineCall(PATHS.loginCode, 'user', {
  beforeSecondFactor: true,
  summary:
    'After a sign-in that answered code_needed: pass it with a code from the app (each used once) or a recovery code; until then every call answers 3070',
  body: { code: totpCode },
  data: z.object({}),
});
