import { RULES } from '@roundhouse/contract/web';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface LoginForm {
  quhao: string;
  username: string;
  password: string;
}

/**
 * The login form's rules (SPEC.md §5); messages are i18n keys. Written out rather than as a zod
 * schema: the sign-in screen is a first screen, and zod is a quarter of its JavaScript otherwise.
 * The values it passes on carry the username trimmed.
 */
export function checkLogin(form: LoginForm): { values: LoginForm; errors: Partial<Record<keyof LoginForm, string>> } {
  const username = form.username.trim();
  const errors: Partial<Record<keyof LoginForm, string>> = {};
  if (username.length === 0) errors.username = 'auth.usernameRequired';
  else if (!RULES.username.test(username) || username.length > RULES.usernameMax) errors.username = 'auth.usernameRule';
  if (form.password.length === 0) errors.password = 'auth.passwordRequired';
  return { values: { ...form, username }, errors };
}

/** checkLogin as react-hook-form's resolver. */
export const loginResolver: Resolver<LoginForm> = async (form) => {
  const { values, errors } = checkLogin(form);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<LoginForm>,
  };
};

/** The area-code picker shows only for a username of more than 3 digits (SPEC.md §5). */
export function showsAreaCode(username: string): boolean {
  return /^\d{4,}$/.test(username.trim());
}
