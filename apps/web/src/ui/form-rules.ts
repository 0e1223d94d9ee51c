import { RULES } from '@roundhouse/contract/web';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The forms' rules of SPEC.md §5 written out as plain checks, not zod schemas: sign-in and
 * registration are first screens on a phone, and zod was a tenth of their JavaScript. Messages
 * are i18n keys, mostly the catalogue codes the server answers too (the server's contract still
 * checks every call with zod).
 */

/** Each field's message; a field that passes has none. */
export type Messages<F> = Partial<Record<keyof F & string, string>>;

/** What a form's check gives: the values to send (trimmed where the rules trim) and the messages. */
export interface Checked<F> {
  values: F;
  errors: Messages<F>;
}

/** A login password: letters and digits, 6–16 of them. */
export function passwordMessage(value: string): string | undefined {
  if (value.length === 0 || !RULES.password.test(value)) return 'errMsg.1015';
  if (value.length < RULES.passwordMin || value.length > RULES.passwordMax) return 'errMsg.1011';
  return undefined;
}

/** A payment password: 6–16 digits. */
export function payPasswordMessage(value: string): string | undefined {
  return RULES.payPassword.test(value) && value.length <= RULES.payPasswordMax ? undefined : 'errMsg.1058';
}

/** A check as react-hook-form's resolver: the values it passes on, or each field's message. */
export function resolverOf<F extends FieldValues>(check: (form: F) => Checked<F>): Resolver<F> {
  return async (form) => {
    const { values, errors } = check(form);
    const failed = Object.entries(errors);
    if (failed.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        failed.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<F>,
    };
  };
}
