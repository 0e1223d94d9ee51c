import type { CallData, DrawResult, getGameinfo, getVorder, RoomEvent } from '@roundhouse/contract';

type RoomInfo = CallData<typeof getGameinfo>;
type RoomOrderList = CallData<typeof getVorder>;
type OrderEvent = Extract<RoomEvent, { type: 'order' }>;
type ResultEvent = Extract<RoomEvent, { type: 'result' }>;

/**
 * Pushed orders added to a room's list (newest first, none twice). Own orders arrive through the
 * member's own call and its refetch; pushed ones are someone else's, or the same member's on
 * another device, which the list then shows without the "mine" mark until the next refresh.
 */
export function withPushedOrders(list: RoomOrderList | undefined, event: OrderEvent, labels: readonly string[]) {
  if (!list) return list;
  const known = new Set(list.list.map((o) => o.id));
  const added = event.orders
    .filter((o) => !known.has(o.id))
    .map((o) => ({ ...o, seqno: event.seqno, valuecn: labels[o.value] ?? '', mine: false }))
    .sort((a, b) => b.id - a.id);
  if (added.length === 0) return list;
  return { list: [...added, ...list.list], order_id: Math.max(list.order_id, ...added.map((o) => o.id)) };
}

/** A pushed result added to the room's last results, worded as the server words them. */
export function withPushedResult(
  info: RoomInfo | undefined,
  event: ResultEvent,
  labels: readonly string[],
): RoomInfo | undefined {
  if (!info || info.his.some((r) => r.seqno === event.seqno)) return info;
  const result: DrawResult = {
    seqno: event.seqno,
    num1: event.num1,
    num2: event.num2,
    num3: event.num3,
    sum: event.sum,
    resultcn: `${event.sum} · ${event.wins.map((w) => labels[w]).join(' · ')}`,
    wins: event.wins,
  };
  const his = [result, ...info.his].sort((a, b) => b.seqno - a.seqno).slice(0, 10);
  const game = info.game.seqno === event.seqno ? { ...info.game, status: 'settled' as const } : info.game;
  return { ...info, his, game };
}
