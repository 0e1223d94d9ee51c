import {
  type AdminRoom,
  type ApiLang,
  inLang,
  type LangFields,
  pickLangFields,
  ROOM_MINBUY,
  type Room,
} from '@roundhouse/contract';
import { cents, type GameType, type Hall, toUsd } from '@roundhouse/game';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { Memo } from '../../db/memo.ts';
import type { RoomRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import { type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import type { RoomsRepository } from './rooms.repository.ts';
import { DEFAULT_ROOMS } from './rooms.seed.ts';

export const rateOf = (bp: number) => bp / 10_000;

/**
 * A room's odds (basis points) for a round opening at `at`: odds an operator saved apply from the
 * next slot (next_rates_from), never to the round already open (issue 12).
 */
export function roomRates(room: RoomRow, at: number = Date.now()): [number, number, number, number] {
  if (room.next_rates_from && room.next_rate0_bp !== null && at >= room.next_rates_from.getTime()) {
    return [room.next_rate0_bp, room.next_rate1_bp ?? 0, room.next_rate2_bp ?? 0, room.next_rate3_bp ?? 0];
  }
  return [room.rate0_bp, room.rate1_bp, room.rate2_bp, room.rate3_bp];
}

/** Whether saving odds `bp` changes them: neither the odds in force nor those saved for the next slot. */
function newOdds(room: RoomRow, bp: readonly number[]): boolean {
  const pending = [room.next_rate0_bp, room.next_rate1_bp, room.next_rate2_bp, room.next_rate3_bp];
  const inForce = roomRates(room);
  return !bp.every((b, i) => b === inForce[i]) && !(room.next_rates_from && bp.every((b, i) => b === pending[i]));
}

export function toRoom(row: RoomRow, lang: ApiLang): Room {
  const [rate0, rate1, rate2, rate3] = roomRates(row).map(rateOf) as [number, number, number, number];
  return {
    id: row.id,
    type: row.game_type,
    hall: row.hall,
    title: inLang(row, 'title', lang),
    minjoin: toUsd(cents(row.minjoin_cents)),
    minbuy: toUsd(cents(row.minbuy_cents)),
    rate0,
    rate1,
    rate2,
    rate3,
    label_set: row.label_set,
  };
}

export function toAdminRoom(row: RoomRow): AdminRoom {
  const next = row.next_rates_from
    ? [row.next_rate0_bp, row.next_rate1_bp, row.next_rate2_bp, row.next_rate3_bp].map((bp) => rateOf(bp ?? 0))
    : null;
  return {
    id: row.id,
    game_type: row.game_type,
    hall: row.hall,
    ...pickLangFields(row, 'title'),
    minjoin: toUsd(cents(row.minjoin_cents)),
    minbuy: toUsd(cents(row.minbuy_cents)),
    rates: [row.rate0_bp, row.rate1_bp, row.rate2_bp, row.rate3_bp].map(rateOf),
    next_rates: next,
    next_from: row.next_rates_from?.toISOString() ?? null,
    label_set: row.label_set,
    enabled: row.enabled,
    sort: row.sort,
  };
}

/** A room as the console saves it (contract adminSaveRoom's body). */
export type RoomInput = LangFields<'title', string> & {
  id?: number | undefined;
  request_id?: string | undefined;
  game_type: GameType;
  hall: Hall;
  minjoin: number;
  minbuy: number;
  rates: [number, number, number, number];
  label_set: 'trade' | 'classic';
  enabled: boolean;
  sort: number;
};

export class RoomsService {
  /** Rooms by id while the change feed is live: every call into a room reads it. */
  private readonly memo: Memo<number, RoomRow>;
  /** Each hall's enabled rooms (the room list screen), until any room changes. */
  private readonly halls: Memo<Hall, RoomRow[]>;

  constructor(
    private readonly repo: RoomsRepository,
    changes?: ChangeFeed,
    private readonly console?: { db: Db; audit: AuditLog; keys: RequestKeys },
  ) {
    this.memo = new Memo(changes, (change, id) => change.table === 'rooms' && change.id === String(id), {
      max: 10_000,
      reads: { name: 'rooms: by id', tables: [{ table: 'rooms', columns: 'all', on: ['delete'] }] },
    });
    this.halls = new Memo(changes, (change) => change.table === 'rooms', {
      reads: {
        name: "rooms: each hall's list",
        tables: [{ table: 'rooms', columns: 'all', on: ['insert', 'delete'] }],
      },
    });
  }

  /** The VIP hall (1) needs a VIP level above 0 (SPEC.md §6, 2055). */
  async list(hall: Hall, level: number, lang: ApiLang): Promise<Room[]> {
    if (hall === 1 && level < 1) throw new AppError(2055);
    return ((await this.halls.get(hall, () => this.repo.byHall(hall))) ?? []).map((r) => toRoom(r, lang));
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

  async adminList(): Promise<AdminRoom[]> {
    return (await this.repo.all()).map(toAdminRoom);
  }

  /**
   * Creates or edits a room with its audit row. New odds of an existing room wait for the game
   * type's next slot (`nextSlotAt`), so the open round keeps the odds its orders were placed at.
   * New odds (a new room's, or odds neither in force nor already saved for the next slot) ask for a
   * step-up first (`stepUp`, before the transaction: issue 23); should the room's odds change
   * meanwhile so that this save becomes a change of odds after all, it answers 1014 (try again).
   */
  async save(
    actor: Actor,
    input: RoomInput,
    nextSlotAt: (gameType: GameType) => Date,
    stepUp: () => Promise<void>,
  ): Promise<AdminRoom> {
    if (!this.console) throw new Error('rooms: no console dependencies');
    const { db, audit, keys } = this.console;
    const minjoin = Math.round(input.minjoin * 100);
    const minbuy = Math.round(input.minbuy * 100);
    if (minbuy < ROOM_MINBUY.min * 100) throw new AppError(1024, { field: 'minbuy', params: { num: ROOM_MINBUY.min } });
    const bp = input.rates.map((r) => Math.round(r * 10_000)) as [number, number, number, number];
    if (bp.some((b) => b < 10_100 || b > 100_000)) throw new AppError(3051, { field: 'rates' });
    const fields = {
      game_type: input.game_type,
      hall: input.hall,
      ...pickLangFields(input, 'title', (title) => title.trim()),
      minjoin_cents: cents(minjoin),
      minbuy_cents: cents(minbuy),
      label_set: input.label_set,
      enabled: input.enabled,
      sort: input.sort,
    };
    const current = input.id === undefined ? undefined : await this.repo.find(input.id);
    if (input.id !== undefined && !current) throw new AppError(3050, { field: 'id' });
    const steppedUp = !current || newOdds(current, bp);
    if (steppedUp) await stepUp();
    const row = await db.transaction().execute((trx) =>
      audit.saveRow(trx, actor, 'room', input.id, {
        insert: () =>
          this.repo.roomRows.insert(trx, {
            ...fields,
            rate0_bp: bp[0],
            rate1_bp: bp[1],
            rate2_bp: bp[2],
            rate3_bp: bp[3],
          }),
        locked: (id) => this.repo.roomRows.locked(trx, id),
        update: (id, before) => {
          // A room's game type cannot change: its orders and rounds belong to it.
          if (before.game_type !== input.game_type) throw new AppError(1001, { field: 'game_type' });
          if (!steppedUp && newOdds(before, bp)) throw new AppError(1014);
          const open = roomRates(before);
          const same = bp.every((b, i) => b === open[i]);
          const from = nextSlotAt(before.game_type);
          const rates = same
            ? {
                next_rate0_bp: null,
                next_rate1_bp: null,
                next_rate2_bp: null,
                next_rate3_bp: null,
                next_rates_from: null,
              }
            : {
                next_rate0_bp: bp[0],
                next_rate1_bp: bp[1],
                next_rate2_bp: bp[2],
                next_rate3_bp: bp[3],
                next_rates_from: from,
              };
          // Odds already in force (saved earlier and now reached) become the room's own first.
          const settled = open.every(
            (b, i) => b === [before.rate0_bp, before.rate1_bp, before.rate2_bp, before.rate3_bp][i],
          )
            ? {}
            : { rate0_bp: open[0], rate1_bp: open[1], rate2_bp: open[2], rate3_bp: open[3] };
          return this.repo.roomRows.update(trx, id, { ...fields, ...settled, ...rates });
        },
        view: toAdminRoom,
        missing: 3050,
        once: keys.creation(trx, actor.id, requestKey('room.create', input.request_id, { ...fields, bp })),
      }),
    );
    this.memo.drop((id) => id === row.id);
    this.halls.drop(() => true);
    return toAdminRoom(row);
  }

  /** Odds whose slot has come become the room's own (the scheduler calls this each tick). */
  promoteDueRates(now: number) {
    return this.repo.promoteDueRates(new Date(now));
  }

  /** Creates the default rooms on a database that has none (any mode: an operator edits them later). */
  async ensureDefaults(): Promise<void> {
    if ((await this.repo.roomRows.count()) > 0) return;
    await this.repo.roomRows.insertMany(
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
