import { getuserinfo } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(call: RegisterCall, users: UsersService): void {
  call(getuserinfo, ({ user }) => users.info(user.id));
}
