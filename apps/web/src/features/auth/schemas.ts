import { RULES } from '@roundhouse/contract/web';
import { type Checked, type Messages, resolverOf } from '../../ui/form-rules';

export interface LoginForm {
  quhao: string;
  username: string;
  password: string;
}

/** The login form's rules (SPEC.md §5): both fields, a username of letters and digits, trimmed. */
export function checkLogin(form: LoginForm): Checked<LoginForm> {
  const username = form.username.trim();
  const errors: Messages<LoginForm> = {};
  if (username.length === 0) errors.username = 'auth.usernameRequired';
  else if (!RULES.username.test(username) || username.length > RULES.usernameMax) errors.username = 'auth.usernameRule';
  if (form.password.length === 0) errors.password = 'auth.passwordRequired';
  return { values: { ...form, username }, errors };
}

export const loginResolver = resolverOf(checkLogin);

/** The area-code picker shows only for a username of more than 3 digits (SPEC.md §5). */
export function showsAreaCode(username: string): boolean {
  return /^\d{4,}$/.test(username.trim());
}
