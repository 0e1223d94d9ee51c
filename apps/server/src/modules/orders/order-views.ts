import {
  type ApiLang,
  type Bet,
  type DrawResult,
  inLang,
  type LangFields,
  OUTCOME_LABELS,
  type RoomEvent,
} from '@roundhouse/contract';
import { type Cents, cents, OUTCOMES, toUsd, winningOutcomes } from '@roundhouse/game';
import type { OrderRow, RoomRow, RoundRow } from '../../db/schema.ts';
import { rateOf } from '../rooms/rooms.service.ts';

/** "alice99" → "a***9": enough to recognise your own, not enough to identify anyone else. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 1)}***${name.slice(-1)}`;
}

export function winsOf(round: Pick<RoundRow, 'game_type' | 'sum'>): number[] {
  if (round.sum === null) return [];
  const won = winningOutcomes(round.game_type, round.sum);
  return OUTCOMES.filter((o) => won[o]);
}

export function resultOf(
  round: Pick<RoundRow, 'game_type' | 'seqno' | 'num1' | 'num2' | 'num3' | 'sum'>,
  labelSet: 'trade' | 'classic',
  lang: ApiLang,
): DrawResult | null {
  if (round.sum === null || round.num1 === null || round.num2 === null || round.num3 === null) return null;
  const labels = OUTCOME_LABELS[labelSet][lang];
  const wins = winsOf(round);
  return {
    seqno: round.seqno,
    num1: round.num1,
    num2: round.num2,
    num3: round.num3,
    sum: round.sum,
    resultcn: `${round.sum} · ${wins.map((w) => labels[w]).join(' · ')}`,
    wins,
  };
}

/**
 * The push event for orders just placed (DESIGN.md §4): what getVorder would list for them, so
 * that clients patch their lists instead of reloading.
 */
export function orderEvent(
  room: Pick<RoomRow, 'id' | 'game_type'>,
  username: string,
  placed: { round: { seqno: number }; orders: { id: number; outcome: number; amount_cents: Cents; rate_bp: number }[] },
): Extract<RoomEvent, { type: 'order' }> {
  const createdAt = new Date().toISOString();
  return {
    type: 'order',
    gametype: room.game_type,
    roomid: room.id,
    seqno: placed.round.seqno,
    orders: placed.orders.map((o) => ({
      id: o.id,
      username: maskName(username),
      value: o.outcome,
      money: toUsd(o.amount_cents),
      rate: rateOf(o.rate_bp),
      created_at: createdAt,
    })),
  };
}

/** A member's own order as "My bets" and the round's log list it. */
export function betView(
  o: Pick<
    OrderRow,
    'id' | 'outcome' | 'amount_cents' | 'rate_bp' | 'status' | 'payout_cents' | 'created_at' | 'room_id'
  > &
    Pick<RoundRow, 'game_type' | 'seqno' | 'num1' | 'num2' | 'num3' | 'sum'> &
    Pick<RoomRow, 'label_set' | 'hall'> &
    LangFields<'title', string>,
  lang: ApiLang,
): Bet {
  return {
    id: o.id,
    seqno: o.seqno,
    gametype: o.game_type,
    roomid: o.room_id,
    room: inLang(o, 'title', lang),
    hall: o.hall,
    value: o.outcome,
    valuecn: OUTCOME_LABELS[o.label_set][lang][o.outcome] ?? '',
    money: toUsd(cents(o.amount_cents)),
    rate: rateOf(o.rate_bp),
    status: o.status,
    payout: toUsd(cents(o.payout_cents)),
    created_at: o.created_at.toISOString(),
    result: resultOf(o, o.label_set, lang)?.resultcn ?? null,
  };
}
