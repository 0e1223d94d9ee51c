import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall } from '../call.ts';
import * as z from '../zod.ts';

// ── Staff's second factor (issue 23) ─────────────────────────────────────────────────────────────

/** A code from an authenticator app (6 digits), or one of the ten recovery codes. */
const code = z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, 'a 6-digit code or a recovery code');

const twoFactorState = z.object({
  /** STAFF_2FA: every staff session needs the second factor, only enrolled staff's, or none. */
  policy: z.enum(['required', 'optional', 'off']),
  /** This staff member has an authenticator app set up. */
  enrolled: z.boolean(),
  /** This session has passed the second factor (or needs none). */
  passed: z.boolean(),
  /** Recovery codes not used yet. */
  recovery_left: z.number().int(),
});
export type TwoFactorState = z.infer<typeof twoFactorState>;

export const adminTwoFactor = staffCall(ADMIN_PATHS.adminTwoFactor, 'read', {
  beforeSecondFactor: true,
  summary: "Whether this staff member's second factor is set up and this session has passed it",
  data: twoFactorState,
});

export const adminTotpEnrol = staffCall(ADMIN_PATHS.adminTotpEnrol, 'read', {
  beforeSecondFactor: true,
  summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI (a QR code in the console)',
  data: z.object({ secret: z.string(), uri: z.string() }),
});

export const adminTotpConfirm = staffCall(ADMIN_PATHS.adminTotpConfirm, 'read', {
  beforeSecondFactor: true,
  summary:
    'Confirm the app with its first code: the second factor is on, this session has passed it, and ten recovery codes are answered once',
  body: { code: z.string().regex(/^\d{6}$/, 'a 6-digit code') },
  data: z.object({ recovery_codes: z.array(z.string()) }),
});

export const adminTotpVerify = staffCall(ADMIN_PATHS.adminTotpVerify, 'read', {
  beforeSecondFactor: true,
  summary: 'Pass the second factor for this session with a code from the app (each used once) or a recovery code',
  body: { code },
  data: twoFactorState,
});
