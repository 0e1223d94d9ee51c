import {
  current,
  getGamecancel,
  getGamelog,
  getMyBets,
  getOrderinfo,
  getPlayStats,
  getVorder,
  getWinTicker,
  order,
  todayWinLost,
} from '@roundhouse/contract';
import { rtpPercent } from '@roundhouse/game';
import type { RegisterCall } from '../../http/calls.ts';
import type { RealtimeHub } from '../realtime/realtime.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import type { OrderHistory } from './history.service.ts';
import type { OrdersService } from './orders.service.ts';

/** Placing, cancelling and following orders, and a member's own orders and results. */
export function ordersRoutes(
  call: RegisterCall,
  s: { rooms: RoomsService; orders: OrdersService; orderHistory: OrderHistory; realtime: RealtimeHub },
): void {
  // "My play" (responsible play, issue 10): the member's own results beside the rooms' stated RTP.
  call(getPlayStats, async ({ body, user }) => {
    const rtps = (await s.rooms.enabled('en')).flatMap((r) =>
      [r.rate0, r.rate1, r.rate2, r.rate3].map((odds) => Number(rtpPercent(odds))),
    );
    return {
      ...(await s.orderHistory.playStats(user.id, body.since ? new Date(body.since) : undefined)),
      rtp: rtps.length > 0 ? { min: Math.min(...rtps), max: Math.max(...rtps) } : { min: 0, max: 0 },
    };
  });
  call(getVorder, async ({ body, user, lang }) => {
    const room = await s.rooms.enter(body.roomid, user.level);
    return s.orders.roomOrders(user.id, room, body.order_id ?? 0, lang);
  });
  call(order, ({ body, user }) => s.orders.order(user, body));
  call(getGamecancel, ({ body, user }) => s.orders.cancel(user.id, body.roomid, body.order_id));
  call(getOrderinfo, ({ body, user, lang }) =>
    s.orders.followInfo(user.id, body.order_id, (roomId) => s.rooms.enter(roomId, user.level), lang),
  );
  call(current, ({ body, user, lang }) => s.orderHistory.award(user.id, body.gametype, body.gameseq, lang));
  call(getGamelog, ({ body, user, lang }) =>
    s.orderHistory.log(user.id, { gameType: body.gametype, seqno: body.gameseq }, lang),
  );
  call(getMyBets, ({ body, user, lang }) => s.orderHistory.bets(user.id, body, lang));
  call(todayWinLost, ({ user, body }) => s.orderHistory.winLoss(user.id, 0, body.tz_offset));
  call(getWinTicker, () => s.orderHistory.ticker());
}
