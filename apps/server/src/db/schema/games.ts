import type { LangFields } from '@roundhouse/contract';
import type { Cents, GameType, Hall, Outcome } from '@roundhouse/game';
import type { ColumnType, Generated } from 'kysely';
import type { CentsColumn, CreatedAt } from './columns.ts';

export type RoomsTable = LangFields<'title', string> & {
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
};

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
