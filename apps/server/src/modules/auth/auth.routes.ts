import { login, logout, register, repasswd, resetpaypwd, smsSend } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/calls.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { type AuthService, normaliseQuhao } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService, sms: SmsService): void {
  registerCall(app, auth, login, ({ body, ip }) => auth.login(body, ip));
  registerCall(app, auth, register, ({ body, ip }) => auth.register(body, ip));
  registerCall(app, auth, smsSend, ({ body, ip }) => sms.send(normaliseQuhao(body.quhao), body.mobile.trim(), ip));
  registerCall(app, auth, repasswd, async ({ body, user }) => {
    await auth.changePassword(user, body);
    return {};
  });
  registerCall(app, auth, resetpaypwd, async ({ body, user }) => {
    await auth.changePayPassword(user, body);
    return {};
  });
  registerCall(app, auth, logout, async ({ user }) => {
    await auth.logout(user);
    return {};
  });
}
