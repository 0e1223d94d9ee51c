import { type Checked, type Messages, passwordMessage, payPasswordMessage } from '../../ui/form-rules';

export type PasswordChange = Record<'current' | 'next' | 'repeat', string>;

/** Current, new and repeat each required; the new one follows `rule`; new and repeat match (SPEC.md §5). */
function checkChange(rule: (value: string) => string | undefined) {
  return (form: PasswordChange): Checked<PasswordChange> => {
    const errors: Messages<PasswordChange> = {};
    if (form.current.length === 0) errors.current = 'security.required';
    const next = form.next.length === 0 ? 'security.required' : rule(form.next);
    if (next) errors.next = next;
    if (form.repeat.length === 0) errors.repeat = 'security.required';
    else if (form.repeat !== form.next) errors.repeat = 'security.confirmError';
    return { values: form, errors };
  };
}

export const checkLoginPasswordChange = checkChange(passwordMessage);
export const checkPayPasswordChange = checkChange(payPasswordMessage);
