import type { GameType, Hall } from '@roundhouse/game';
import { MONEY } from '../../session';

/** The games' query keys; what shows the member's money sits under MONEY (session/money.ts). */
export const gamesKeys = {
  rooms: (hall: Hall) => ['games', 'rooms', hall] as const,
  info: (roomid: number) => ['games', 'info', roomid] as const,
  /** Every room's order list (new orders arrive from anyone, not only from this member). */
  orders: ['games', 'orders'] as const,
  roomOrders: (roomid: number, seqno: number | undefined) => ['games', 'orders', roomid, seqno] as const,
  log: (filter: { gametype?: GameType; gameseq?: number }) =>
    [...MONEY, 'games', 'log', filter.gametype, filter.gameseq] as const,
  trend: [...MONEY, 'games', 'trend'] as const,
  fairness: (gametype: number | undefined, seqno: number | undefined) =>
    ['games', 'fairness', gametype, seqno] as const,
  ticker: ['games', 'ticker'] as const,
  latest: (lang: string) => ['games', 'latest', lang] as const,
  award: (gametype: number | undefined, seqno: number | undefined) =>
    [...MONEY, 'games', 'award', gametype, seqno] as const,
};
