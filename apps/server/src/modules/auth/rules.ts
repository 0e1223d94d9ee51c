import { looksLikePhone, RULES } from '@roundhouse/contract';
import { AppError } from '../../http/app-error.ts';
import { phoneKey } from '../sms/sms.service.ts';
import { isCommonPassword } from './passwords.ts';

/** Sign-in's rules that need no database: names, phones, passwords, how often a session is touched. */

/**
 * Touching last_seen_at on every request would make every call a write: it is written at most once
 * a minute, and more often when the idle limit is short, so that a session in use never looks idle.
 */
export function touchIntervalMs(idleMinutes: number): number {
  return Math.min(60_000, (idleMinutes * 60_000) / 10);
}

/** Normalises an area code: digits only, `+852` → `852`. */
export function normaliseQuhao(quhao: string): string {
  return quhao.replace(/^\+/, '');
}

let phoneRules: Promise<typeof import('libphonenumber-js')> | undefined;

/** A full phone number is valid: the phone rules load on first use (a tenth of a warm start, issue 9). */
export async function validPhone(number: string): Promise<boolean> {
  phoneRules ??= import('libphonenumber-js');
  return (await phoneRules).isValidPhoneNumber(number);
}

/** The unique login identity: phones are numbers within an area code; names ignore case. */
export function loginKey(quhao: string, username: string): string {
  return looksLikePhone(username) ? phoneKey(normaliseQuhao(quhao), username) : username.toLowerCase();
}

/** SPEC.md §5 password rules: not empty and alphanumeric (1015), 6–16 long (1011), not common (3001). */
export function checkPassword(password: string, field: string): void {
  if (password.length === 0 || !RULES.password.test(password)) throw new AppError(1015, { field });
  if (password.length < RULES.passwordMin || password.length > RULES.passwordMax) throw new AppError(1011, { field });
  if (isCommonPassword(password)) throw new AppError(3001, { field });
}

export function checkPayPassword(payPassword: string, field: string): void {
  if (!RULES.payPassword.test(payPassword) || payPassword.length > RULES.payPasswordMax) {
    throw new AppError(1058, { field });
  }
}

/** The sign-in limits AuthService applies (config: SESSION_*, STAFF_IDLE_MINUTES, LOGIN_*, REGISTRATIONS_PER_IP). */
export interface AuthLimits {
  idleMinutes: number;
  /** Staff sessions end sooner when unused (issue 23). */
  staffIdleMinutes: number;
  maxDays: number;
  failuresPerAccount: number;
  attemptsPerIp: number;
  registrationsPerIp: number;
  windowSeconds: number;
}
