import { describe, expect, it } from 'vitest';
import { checkLoginPasswordChange, checkPayPasswordChange, type PasswordChange } from './password-schemas';

/** Each field's message, as the form shows it. */
const issues = (check: typeof checkLoginPasswordChange, form: PasswordChange) => check(form).errors;

describe('password change forms', () => {
  it('require all three fields', () => {
    expect(issues(checkLoginPasswordChange, { current: '', next: '', repeat: '' })).toEqual({
      current: 'security.required',
      next: 'security.required',
      repeat: 'security.required',
    });
  });

  it('need new and repeat to match (confirmError)', () => {
    expect(issues(checkLoginPasswordChange, { current: 'Old12345', next: 'New12345', repeat: 'New12346' })).toEqual({
      repeat: 'security.confirmError',
    });
  });

  it('apply the password rules to the new one', () => {
    expect(issues(checkLoginPasswordChange, { current: 'a', next: 'ab1', repeat: 'ab1' })).toEqual({
      next: 'errMsg.1011',
    });
    expect(issues(checkPayPasswordChange, { current: '1', next: '12ab34', repeat: '12ab34' })).toEqual({
      next: 'errMsg.1058',
    });
    expect(issues(checkPayPasswordChange, { current: '1', next: '654321', repeat: '654321' })).toEqual({});
  });
});
