import type { LangFields } from '@roundhouse/contract';
import type { Cents, GameType, Hall, Outcome } from '@roundhouse/game';
import type { ColumnType, Generated } from 'kysely';
import type { TextFields, TextsColumn } from '../texts.ts';
import type { CentsColumn, CreatedAt } from './columns.ts';

interface RoomColumns {
  id: Generated<number>;
  game_type: GameType;
  hall: Hall;
  minjoin_cents: CentsColumn;
  minbuy_cents: CentsColumn;
  rate0_bp: number;
  rate1_bp: number;
  rate2_bp: number;
  rate3_bp: number;
  label_set: Generated<'trade' | 'classic'>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  /** Odds an operator saved, for rounds opening at or after next_rates_from (then they move up). */
  next_rate0_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rate1_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rate2_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rate3_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rates_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A room's title per language (every language has one). */
export const ROOM_TEXTS = { title: 'every' } as const satisfies TextFields;

/** As stored: the title is one JSON column (db/texts.ts). */
export type RoomsTable = RoomColumns & { title: TextsColumn };

/** A room as the code sees it: a title field per language. */
export type RoomFields = RoomColumns & LangFields<'title', string>;

export interface ChainsTable {
  id: Generated<number>;
  game_type: GameType;
  top_seed: Buffer;
  length: number;
  terminal_hash: string;
  salt: string;
  salt_origin: string;
  next_index: Generated<number>;
  created_at: CreatedAt;
}

/** The commitment log (issue 27): append-only, each entry hashed with the one before it. */
export interface CommitmentsTable {
  seq: number;
  kind: 'chain' | 'salt';
  chain_id: number;
  game_type: GameType;
  terminal_hash: string;
  length: number;
  salt: string;
  salt_origin: string;
  created_at: Date;
  prev: string;
  hash: string;
}

export interface RoundsTable {
  id: Generated<number>;
  game_type: GameType;
  seqno: number;
  chain_id: number;
  chain_index: number;
  commit_hash: string;
  opens_at: Date;
  closes_at: Date;
  status: 'open' | 'closed' | 'drawn' | 'settled';
  seed: string | null;
  num1: number | null;
  num2: number | null;
  num3: number | null;
  sum: number | null;
  drawn_at: Date | null;
  settled_at: Date | null;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  round_id: number;
  room_id: number;
  game_type: GameType;
  outcome: Outcome;
  rate_bp: number;
  amount_cents: CentsColumn;
  status: 'open' | 'cancelled' | 'won' | 'lost';
  payout_cents: ColumnType<Cents, Cents | undefined, Cents>;
  follow_of: number | null;
  request_id: string | null;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface LeasesTable {
  name: string;
  /** The process holding the lease (host, pid and a random part). */
  holder: string;
  /** Raised at every change of holder: the fencing token each step checks. */
  generation: number;
  expires_at: Date;
}
