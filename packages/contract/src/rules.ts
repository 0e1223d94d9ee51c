/** Validation constants shared by the server and the forms (SPEC.md §5, §9). */
export const RULES = {
  passwordMin: 6,
  passwordMax: 16,
  password: /^[A-Za-z0-9]+$/,
  username: /^[A-Za-z0-9]+$/,
  usernameMax: 32,
  payPassword: /^\d{6,}$/,
  payPasswordMax: 16,
  phoneDigits: /^\d{6,15}$/,
  defaultQuhao: '852',
  smsResendSeconds: 60,
  smsCodeTtlSeconds: 300,
  requestTimeoutMs: 6000,
} as const;

/** A username that is all digits is a phone number (it needs an area code). */
export function looksLikePhone(username: string): boolean {
  return /^\d+$/.test(username);
}
