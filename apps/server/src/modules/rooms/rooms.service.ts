import { type ApiLang, inLang, type Room } from '@roundhouse/contract';
import { cents, toUsd } from '@roundhouse/game';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { Memo } from '../../db/memo.ts';
import type { RoomRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { RoomsRepository } from './rooms.repository.ts';

export const rateOf = (bp: number) => bp / 10_000;

export function roomRates(room: RoomRow): [number, number, number, number] {
  return [room.rate0_bp, room.rate1_bp, room.rate2_bp, room.rate3_bp];
}

export function toRoom(row: RoomRow, lang: ApiLang): Room {
  return {
    id: row.id,
    type: row.game_type,
    hall: row.hall,
    title: inLang(row, 'title', lang),
    minjoin: toUsd(cents(row.minjoin_cents)),
    minbuy: toUsd(cents(row.minbuy_cents)),
    rate0: rateOf(row.rate0_bp),
    rate1: rateOf(row.rate1_bp),
    rate2: rateOf(row.rate2_bp),
    rate3: rateOf(row.rate3_bp),
    label_set: row.label_set,
  };
}

/** The rooms every new installation starts with: both halls, both game types, odds 1.95 or 1.96. */
export const DEFAULT_ROOMS = [
  {
    game_type: 1,
    hall: 2,
    title_en: 'Digits · Starter',
    title_chs: '数字 · 新手房',
    title_cht: '數字 · 新手房',
    minjoin_cents: 1_000,
    minbuy_cents: 2_000,
    bp: 19_500,
    label_set: 'trade',
    sort: 1,
  },
  {
    game_type: 2,
    hall: 2,
    title_en: 'Dice · Starter',
    title_chs: '骰子 · 新手房',
    title_cht: '骰子 · 新手房',
    minjoin_cents: 1_000,
    minbuy_cents: 2_000,
    bp: 19_500,
    label_set: 'trade',
    sort: 2,
  },
  {
    game_type: 1,
    hall: 2,
    title_en: 'Digits · Classic',
    title_chs: '数字 · 经典房',
    title_cht: '數字 · 經典房',
    minjoin_cents: 10_000,
    minbuy_cents: 5_000,
    bp: 19_500,
    label_set: 'classic',
    sort: 3,
  },
  {
    game_type: 2,
    hall: 2,
    title_en: 'Dice · High stakes',
    title_chs: '骰子 · 高额房',
    title_cht: '骰子 · 高額房',
    minjoin_cents: 100_000,
    minbuy_cents: 20_000,
    bp: 19_500,
    label_set: 'trade',
    sort: 4,
  },
  {
    game_type: 1,
    hall: 1,
    title_en: 'VIP Digits',
    title_chs: 'VIP 数字',
    title_cht: 'VIP 數字',
    minjoin_cents: 500_000,
    minbuy_cents: 50_000,
    bp: 19_600,
    label_set: 'trade',
    sort: 1,
  },
  {
    game_type: 2,
    hall: 1,
    title_en: 'VIP Dice',
    title_chs: 'VIP 骰子',
    title_cht: 'VIP 骰子',
    minjoin_cents: 500_000,
    minbuy_cents: 50_000,
    bp: 19_600,
    label_set: 'classic',
    sort: 2,
  },
] as const;

export class RoomsService {
  /** Rooms by id while the change feed is live: every call into a room reads it. */
  private readonly memo: Memo<number, RoomRow>;

  constructor(
    private readonly repo: RoomsRepository,
    changes?: ChangeFeed,
  ) {
    this.memo = new Memo(changes, (change, id) => change.table === 'rooms' && change.id === String(id), {
      max: 10_000,
    });
  }

  /** The VIP hall (1) needs a VIP level above 0 (SPEC.md §6, 2055). */
  async list(hall: 1 | 2, level: number, lang: ApiLang): Promise<Room[]> {
    if (hall === 1 && level < 1) throw new AppError(2055);
    return (await this.repo.byHall(hall)).map((r) => toRoom(r, lang));
  }

  /** Every enabled room, both halls: what anyone may read of them (their names and odds). */
  async enabled(lang: ApiLang): Promise<Room[]> {
    return (await this.repo.enabled()).map((r) => toRoom(r, lang));
  }

  /** A room a user may trade in: 1057 unknown, 1020 disabled, 2055 VIP hall without VIP. */
  async enter(id: number, level: number): Promise<RoomRow> {
    const room = await this.find(id);
    if (!room) throw new AppError(1057, { field: 'roomid' });
    if (!room.enabled) throw new AppError(1020);
    if (room.hall === 1 && level < 1) throw new AppError(2055);
    return room;
  }

  find(id: number): Promise<RoomRow | undefined> {
    return this.memo.get(id, () => this.repo.find(id));
  }

  /** Creates the default rooms on a database that has none (any mode: an operator edits them later). */
  async ensureDefaults(): Promise<void> {
    if ((await this.repo.count()) > 0) return;
    await this.repo.insert(
      DEFAULT_ROOMS.map(({ bp, minjoin_cents, minbuy_cents, ...room }) => ({
        ...room,
        minjoin_cents: cents(minjoin_cents),
        minbuy_cents: cents(minbuy_cents),
        rate0_bp: bp,
        rate1_bp: bp,
        rate2_bp: bp,
        rate3_bp: bp,
      })),
    );
  }
}
