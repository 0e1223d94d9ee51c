import { fairness, getGameinfo, getGameList, getLatestResults, getRoomList, getTrendData } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import { jsonHeads } from '../../http/json-text.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import type { GamesService } from './games.service.ts';

/** Rooms, room entry, trend and fairness: the read views across rooms and rounds. */
export function gamesRoutes(call: RegisterCall, s: { rooms: RoomsService; games: GamesService }): void {
  call(getRoomList, ({ body, user, lang }) => s.rooms.list(body.roomtype, user.level, lang));
  call(getGameList, ({ body, user, lang }) => s.rooms.list(body.roomtype, user.level, lang));
  // The room, its round and the last results are shared views until they change: written as JSON once.
  const roomInfoJson = jsonHeads(['room', 'game', 'his']);
  call(getGameinfo, async ({ body, user, lang }) => roomInfoJson(await s.games.roomInfo(user, body.roomid, lang)));
  call(getTrendData, ({ user, body }) => s.games.trend(user?.id, body.tz_offset));
  call(getLatestResults, ({ lang }) => s.games.latestResults(lang));
  call(fairness, ({ body }) => s.games.fairness({ gameType: body.gametype, seqno: body.seqno }));
}
