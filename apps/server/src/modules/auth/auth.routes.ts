import {
  adminCreateStaff,
  adminFreeze,
  adminResetPassword,
  adminStaff,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTotpVerify,
  adminTwoFactor,
  login,
  logout,
  register,
  repasswd,
  resetpaypwd,
  smsSend,
} from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { AccountsService } from './accounts.service.ts';
import { type AuthService, normaliseQuhao } from './auth.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export function authRoutes(
  call: RegisterCall,
  auth: AuthService,
  sms: SmsService,
  accounts: AccountsService,
  twoFactor: TwoFactorService,
): void {
  call(login, ({ body, ip }) => auth.login(body, ip));
  call(register, ({ body, ip }) => auth.register(body, ip));
  call(smsSend, ({ body, ip }) => sms.send(normaliseQuhao(body.quhao), body.mobile.trim(), ip));
  call(repasswd, async ({ body, user }) => {
    await auth.changePassword(user, body);
    return {};
  });
  call(resetpaypwd, async ({ body, user }) => {
    await auth.changePayPassword(user, body);
    return {};
  });
  call(logout, async ({ user }) => {
    await auth.logout(user);
    return {};
  });

  // The console: freezing a member, one-time passwords, staff accounts.
  call(adminFreeze, ({ body, user }) => accounts.setFrozen(user, body.user_id, body.frozen));
  call(adminResetPassword, ({ body, user }) => accounts.resetPassword(user, body.user_id, body.kind));
  call(adminStaff, () => accounts.staff());
  call(adminCreateStaff, ({ body, user }) => accounts.createStaff(user, body));

  // Staff's second factor (issue 23): the calls a session makes before it has passed it.
  call(adminTwoFactor, ({ user }) => twoFactor.state(user));
  call(adminTotpEnrol, ({ user }) => twoFactor.enrol(user));
  call(adminTotpConfirm, ({ body, user }) => twoFactor.confirm(user, body.code));
  call(adminTotpVerify, ({ body, user }) => twoFactor.verify(user, body.code));
}
