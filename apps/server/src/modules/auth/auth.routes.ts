import {
  adminFreeze,
  adminResetPassword,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTotpVerify,
  adminTwoFactor,
  endMySession,
  endOtherSessions,
  getMySessions,
  getMySignIns,
  getMyTwoFactor,
  login,
  loginCode,
  logout,
  myTotpConfirm,
  myTotpDisable,
  myTotpEnrol,
  register,
  repasswd,
  resetpaypwd,
  smsSend,
} from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { AccountsService } from './accounts.service.ts';
import { type AuthService, normaliseQuhao } from './auth.service.ts';
import type { PasswordChanges } from './password-changes.service.ts';
import type { SecurityService } from './security.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export function authRoutes(
  call: RegisterCall,
  s: {
    auth: AuthService;
    passwords: PasswordChanges;
    sms: SmsService;
    accounts: AccountsService;
    twoFactor: TwoFactorService;
    security: SecurityService;
  },
): void {
  const { auth, passwords, sms, accounts, twoFactor, security } = s;
  // Every sign-in to an existing account is kept with its result, and its session with its browser.
  call(login, ({ body, ip, request }) =>
    security.signIn(() => auth.login(body, ip), {
      ...body,
      ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    }),
  );
  call(register, async ({ body, ip, request }) =>
    security.opened(await auth.register(body, ip), { ip, userAgent: String(request.headers['user-agent'] ?? '') }),
  );
  call(smsSend, ({ body, ip }) => sms.send(normaliseQuhao(body.quhao), body.mobile.trim(), ip));
  call(repasswd, async ({ body, user }) => {
    await passwords.login(user, body);
    return {};
  });
  call(resetpaypwd, async ({ body, user }) => {
    await passwords.pay(user, body);
    return {};
  });
  call(logout, async ({ user }) => {
    await auth.logout(user);
    return {};
  });

  // The console: freezing a member, one-time passwords.
  call(adminFreeze, ({ body, user }) => accounts.setFrozen(user, body.user_id, body.frozen));
  call(adminResetPassword, ({ body, user }) => accounts.resetPassword(user, body.user_id, body.kind));

  // Members' own sessions and sign-ins (issue 23).
  call(getMySessions, ({ user }) => security.sessions(user));
  call(endMySession, ({ body, user }) => security.end(user, body.id));
  call(endOtherSessions, ({ user }) => security.endOthers(user));
  call(getMySignIns, ({ user }) => security.signIns(user));

  // A member's own second factor (issue 23, optional): asked at sign-in once it is on.
  call(getMyTwoFactor, ({ user }) => twoFactor.memberState(user));
  call(myTotpEnrol, ({ user }) => twoFactor.enrol(user));
  call(myTotpConfirm, ({ body, user }) => twoFactor.confirm(user, body.code));
  call(myTotpDisable, ({ body, user }) => twoFactor.disable(user, body.code));
  call(loginCode, async ({ body, user }) => {
    await twoFactor.verify(user, body.code);
    return {};
  });

  // Staff's second factor (issue 23): the calls a session makes before it has passed it.
  call(adminTwoFactor, ({ user }) => twoFactor.state(user));
  call(adminTotpEnrol, ({ user }) => twoFactor.enrol(user));
  call(adminTotpConfirm, ({ body, user }) => twoFactor.confirm(user, body.code));
  call(adminTotpVerify, ({ body, user }) => twoFactor.verify(user, body.code));
}
