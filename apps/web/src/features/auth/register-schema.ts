import { RULES } from '@roundhouse/contract/web';
import { z } from '@roundhouse/contract/zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { passwordField, payPasswordField } from '../../ui/password-rules';

// Apart from the login form's rules (schemas.ts): the phone rules (libphonenumber) load with the
// register screen only.

/** Form rules of SPEC.md §5; messages are i18n keys, mostly the catalogue codes the server answers too. */
export function registerSchema(smsRequired: boolean) {
  return z
    .object({
      quhao: z.string(),
      username: z.string().trim().min(1, 'errMsg.1010'),
      captcha: z.string().optional(),
      password: passwordField,
      spassword: z.string().min(1, 'errMsg.1015'),
      invitation: z.string().trim().min(1, 'auth.invitationRequired'),
      payPwd: payPasswordField,
      agree: z.boolean().refine((v) => v, 'register.agreement'),
    })
    .superRefine((form, ctx) => {
      const phone = /^\d+$/.test(form.username);
      if (phone && (!RULES.phoneDigits.test(form.username) || !isValidPhoneNumber(`+${form.quhao}${form.username}`))) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'errMsg.2050' });
      }
      if (!phone && (!RULES.username.test(form.username) || form.username.length > RULES.usernameMax)) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'errMsg.1010' });
      }
      if (form.spassword && form.spassword !== form.password) {
        ctx.addIssue({ code: 'custom', path: ['spassword'], message: 'errMsg.1012' });
      }
      if (smsRequired && phone && !/^\d{6}$/.test(form.captcha ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['captcha'], message: 'errMsg.2053' });
      }
    });
}
export type RegisterForm = z.input<ReturnType<typeof registerSchema>>;
