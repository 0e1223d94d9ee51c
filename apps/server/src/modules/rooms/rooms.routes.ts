import { adminRooms, adminSaveRoom } from '@roundhouse/contract';
import type { GameType } from '@roundhouse/game';
import type { RegisterCall } from '../../http/calls.ts';
import type { RoomsService } from './rooms.service.ts';

/**
 * The console's rooms. New odds apply from the next round: `nextOpensAt` (the rounds module's
 * schedule, handed in by app.ts) says when that is.
 */
export function roomsRoutes(call: RegisterCall, rooms: RoomsService, nextOpensAt: (type: GameType) => Date): void {
  call(adminRooms, () => rooms.adminList());
  call(adminSaveRoom, ({ body, user, stepUp }) => rooms.save(user, body, nextOpensAt, stepUp));
}
