import { describe, expect, it } from 'vitest';
import { loginPasswordSchema, payPasswordSchema } from './password-schemas';

const issues = (schema: typeof loginPasswordSchema, form: object) => {
  const result = schema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message])); // the first message per field, as the form shows it;
};

describe('password change forms', () => {
  it('require all three fields', () => {
    expect(issues(loginPasswordSchema, { current: '', next: '', repeat: '' })).toEqual({
      current: 'security.required',
      next: 'security.required',
      repeat: 'security.required',
    });
  });

  it('need new and repeat to match (confirmError)', () => {
    expect(issues(loginPasswordSchema, { current: 'Old12345', next: 'New12345', repeat: 'New12346' })).toEqual({
      repeat: 'security.confirmError',
    });
  });

  it('apply the password rules to the new one', () => {
    expect(issues(loginPasswordSchema, { current: 'a', next: 'ab1', repeat: 'ab1' })).toEqual({ next: 'errMsg.1011' });
    expect(issues(payPasswordSchema, { current: '1', next: '12ab34', repeat: '12ab34' })).toEqual({
      next: 'errMsg.1058',
    });
    expect(issues(payPasswordSchema, { current: '1', next: '654321', repeat: '654321' })).toEqual({});
  });
});
