import { getuserinfo } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/calls.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, auth: AuthService, users: UsersService): void {
  registerCall(app, auth, getuserinfo, ({ user }) => users.info(user.id));
}
