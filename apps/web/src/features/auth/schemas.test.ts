import { describe, expect, it } from 'vitest';
import { checkRegister, type RegisterForm } from './register-schema';
import { checkLogin, loginResolver, showsAreaCode } from './schemas';

const valid = {
  quhao: '852',
  username: 'alice1',
  password: 'Secret123',
  spassword: 'Secret123',
  invitation: 'WELCOME',
  payPwd: '135246',
  agree: true,
};

/** Each field's message, as the form shows it. */
function messages(form: RegisterForm, sms = false) {
  return checkRegister(sms)(form).errors;
}

describe('login form', () => {
  it('trims the username and allows only letters and digits', () => {
    expect(checkLogin({ quhao: '852', username: '  bob7 ', password: 'x' })).toEqual({
      values: { quhao: '852', username: 'bob7', password: 'x' },
      errors: {},
    });
    expect(checkLogin({ quhao: '852', username: 'bo b', password: 'x' }).errors).toEqual({
      username: 'auth.usernameRule',
    });
  });

  it('asks for both fields, and a username of at most 32 characters', () => {
    expect(checkLogin({ quhao: '852', username: '  ', password: '' }).errors).toEqual({
      username: 'auth.usernameRequired',
      password: 'auth.passwordRequired',
    });
    expect(checkLogin({ quhao: '852', username: 'a'.repeat(33), password: 'x' }).errors).toEqual({
      username: 'auth.usernameRule',
    });
    expect(checkLogin({ quhao: '852', username: 'a'.repeat(32), password: 'x' }).errors).toEqual({});
  });

  it('gives react-hook-form the trimmed values, or each field its message', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await loginResolver({ quhao: '852', username: ' bob7', password: 'x' }, undefined, options)).toEqual({
      values: { quhao: '852', username: 'bob7', password: 'x' },
      errors: {},
    });
    expect(await loginResolver({ quhao: '852', username: 'bob7', password: '' }, undefined, options)).toEqual({
      values: {},
      errors: { password: { type: 'validate', message: 'auth.passwordRequired' } },
    });
  });

  it('shows the area code only for more than 3 digits', () => {
    expect(showsAreaCode('123')).toBe(false);
    expect(showsAreaCode('1234')).toBe(true);
    expect(showsAreaCode('12a45')).toBe(false);
  });
});

describe('register form', () => {
  it('accepts a valid form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('gives every rule of SPEC.md §5 its message', () => {
    expect(messages({ ...valid, username: ' ' })).toMatchObject({ username: 'errMsg.1010' });
    expect(messages({ ...valid, username: 'bad!' })).toMatchObject({ username: 'errMsg.1010' });
    expect(messages({ ...valid, username: '12345' })).toMatchObject({ username: 'errMsg.2050' });
    expect(messages({ ...valid, password: '', spassword: '' })).toMatchObject({ password: 'errMsg.1015' });
    expect(messages({ ...valid, password: 'abc12', spassword: 'abc12' })).toMatchObject({ password: 'errMsg.1011' });
    expect(messages({ ...valid, spassword: '' })).toMatchObject({ spassword: 'errMsg.1015' });
    expect(messages({ ...valid, spassword: 'Other123' })).toMatchObject({ spassword: 'errMsg.1012' });
    expect(messages({ ...valid, invitation: ' ' })).toMatchObject({ invitation: 'auth.invitationRequired' });
    expect(messages({ ...valid, payPwd: '12ab56' })).toMatchObject({ payPwd: 'errMsg.1058' });
    expect(messages({ ...valid, agree: false })).toMatchObject({ agree: 'register.agreement' });
  });

  it('asks for the SMS code only when SMS is on and the username is a phone', () => {
    expect(messages({ ...valid, username: '91234567' }, true)).toMatchObject({ captcha: 'errMsg.2053' });
    expect(messages({ ...valid, username: '91234567', captcha: '123456' }, true)).toEqual({});
    expect(messages(valid, true)).toEqual({});
  });
});
