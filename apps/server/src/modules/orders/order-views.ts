import { type ApiLang, type DrawResult, OUTCOME_LABELS, type RoomEvent } from '@roundhouse/contract';
import { type Cents, OUTCOMES, toUsd, winningOutcomes } from '@roundhouse/game';
import type { RoomRow, RoundRow } from '../../db/schema.ts';
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
