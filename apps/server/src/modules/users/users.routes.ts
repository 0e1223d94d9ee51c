import { adminSetVip, getuserinfo } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(call: RegisterCall, users: UsersService): void {
  call(getuserinfo, ({ user }) => users.info(user.id));

  // The console: a member's VIP override.
  call(adminSetVip, ({ body, user }) => users.setVipOverride(user, body.user_id, body.level));
}
