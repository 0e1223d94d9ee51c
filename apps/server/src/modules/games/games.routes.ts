import {
  current,
  fairness,
  getGamecancel,
  getGameinfo,
  getGameList,
  getGamelog,
  getOrderinfo,
  getRoomList,
  getTrendData,
  getVorder,
  getWinTicker,
  order,
  todayWinLost,
} from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/calls.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { RealtimeHub } from '../realtime/realtime.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import type { GamesService } from './games.service.ts';

export function gamesRoutes(
  app: FastifyInstance,
  auth: AuthService,
  s: { rooms: RoomsService; orders: OrdersService; games: GamesService; realtime: RealtimeHub },
): void {
  registerCall(app, auth, getRoomList, ({ body, user, lang }) => s.rooms.list(body.roomtype, user.level, lang));
  registerCall(app, auth, getGameList, ({ body, user, lang }) => s.rooms.list(body.roomtype, user.level, lang));
  registerCall(app, auth, getGameinfo, ({ body, user, lang }) => s.games.roomInfo(user, body.roomid, lang));
  registerCall(app, auth, getVorder, async ({ body, user, lang }) => {
    const room = await s.rooms.enter(body.roomid, user.level);
    const roundId = await s.games.currentRoundId(room.game_type);
    return s.orders.roomOrders(user.id, room, roundId, body.order_id ?? 0, lang);
  });
  registerCall(app, auth, order, async ({ body, user }) => {
    const room = await s.rooms.enter(body.roomid, user.level);
    const placed = await s.orders.place(user, room, body);
    // New orders reach the room's other clients at once; a failed notify only delays them to the poll.
    await s.realtime.publish({ type: 'order', gametype: room.game_type, roomid: room.id }).catch(() => {});
    return placed;
  });
  registerCall(app, auth, getGamecancel, ({ body, user }) => s.orders.cancel(user.id, body.roomid, body.order_id));
  registerCall(app, auth, getOrderinfo, ({ body, user, lang }) =>
    s.orders.followInfo(user.id, body.order_id, (roomId) => s.rooms.enter(roomId, user.level), lang),
  );
  registerCall(app, auth, current, ({ body, user, lang }) =>
    s.orders.award(user.id, body.gametype, body.gameseq, lang),
  );
  registerCall(app, auth, getGamelog, ({ body, user, lang }) =>
    s.orders.log(user.id, { gameType: body.gametype, seqno: body.gameseq }, lang),
  );
  registerCall(app, auth, todayWinLost, ({ user }) => s.orders.winLoss(user.id, 0));
  registerCall(app, auth, getTrendData, ({ user }) => s.games.trend(user?.id));
  registerCall(app, auth, fairness, ({ body }) => s.games.fairness({ gameType: body.gametype, seqno: body.seqno }));
  registerCall(app, auth, getWinTicker, () => s.orders.ticker());
}
