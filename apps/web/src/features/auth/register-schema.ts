import { RULES } from '@roundhouse/contract/web';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { type Checked, type Messages, passwordMessage, payPasswordMessage } from '../../ui/form-rules';

// Apart from the login form's rules (schemas.ts): the phone rules (libphonenumber) load with the
// register screen only.

export interface RegisterForm {
  quhao: string;
  username: string;
  captcha?: string;
  password: string;
  spassword: string;
  invitation: string;
  payPwd: string;
  agree: boolean;
}

/**
 * The register form's rules of SPEC.md §5, every field's at once: a username (a phone number valid
 * for its area code, or letters and digits), the SMS code when SMS is on and the username is a
 * phone, the passwords, the invitation code and the agreement. Username and invitation are trimmed.
 */
export function checkRegister(smsRequired: boolean) {
  return (form: RegisterForm): Checked<RegisterForm> => {
    const username = form.username.trim();
    const invitation = form.invitation.trim();
    const errors: Messages<RegisterForm> = {};
    const phone = /^\d+$/.test(username);
    if (phone) {
      if (!RULES.phoneDigits.test(username) || !isValidPhoneNumber(`+${form.quhao}${username}`)) {
        errors.username = 'errMsg.2050';
      }
    } else if (!RULES.username.test(username) || username.length > RULES.usernameMax) {
      errors.username = 'errMsg.1010';
    }
    if (smsRequired && phone && !/^\d{6}$/.test(form.captcha ?? '')) errors.captcha = 'errMsg.2053';
    const password = passwordMessage(form.password);
    if (password) errors.password = password;
    if (form.spassword.length === 0) errors.spassword = 'errMsg.1015';
    else if (form.spassword !== form.password) errors.spassword = 'errMsg.1012';
    if (invitation.length === 0) errors.invitation = 'auth.invitationRequired';
    const payPwd = payPasswordMessage(form.payPwd);
    if (payPwd) errors.payPwd = payPwd;
    if (!form.agree) errors.agree = 'register.agreement';
    return { values: { ...form, username, invitation }, errors };
  };
}
