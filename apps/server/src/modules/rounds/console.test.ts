import {
  ADMIN_CALLS,
  adminChains,
  adminConfirmDeposit,
  adminRooms,
  adminRotateChain,
  adminSaveRoom,
  adminSetTiming,
  adminTiming,
  getuserinfo,
  order,
  recharge,
  register,
} from '@roundhouse/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../seed/demo.ts';
import { caller } from '../../test/calls.ts';
import { fileConsoleApp, signInStaff, stepUpFor } from '../../test/console.ts';
import { given } from '../../test/given.ts';
import { createTestApp } from '../../test/test-app.ts';

const { t, admin, auditRows, as } = fileConsoleApp(['operator']);
const operator = as('operator');

/** The console's rooms, round times and chains, and a live chain's salt (issue 12, issue 22). */
describe('rooms, round times and chains', () => {
  it('applies new odds from the next round, never to the open one', async () => {
    const round = await given(t).openRound(1);
    const member = await given(t).user({ cash: 1000 });
    const room = (await admin.ok(adminRooms, {})).find((r) => r.game_type === 1 && r.hall === 2 && r.minbuy === 20);
    if (!room) throw new Error('no starter room');
    const old = room.rates[0] as number;
    const saved = await admin.ok(adminSaveRoom, {
      ...room,
      game_type: 1,
      hall: 2,
      rates: [1.9, 1.9, 1.92, 1.92],
      confirm: DEMO_OPERATOR.password,
    });
    expect(saved.rates).toEqual(room.rates);
    expect(saved.next_rates).toEqual([1.9, 1.9, 1.92, 1.92]);
    const from = Date.parse(saved.next_from ?? '');
    expect(from).toBeGreaterThan(round.opens_at.getTime());
    // The open round: its orders still go at the old odds, and the new ones are refused (1034).
    await member.ok(order, { gameid: round.id, roomid: room.id, order_info: [[0, old, 20]] });
    expect(await member.fail(order, { gameid: round.id, roomid: room.id, order_info: [[0, 1.9, 20]] })).toMatchObject({
      errCode: 1034,
    });
    // The next slot's round: the new odds, and only those.
    const next = await t.services.rounds.ensureCurrent(1, from + 1);
    if (!next) throw new Error('no next round');
    await t.db
      .updateTable('rounds')
      .set({ status: 'open', closes_at: sql<Date>`now() + interval '10 minutes'` })
      .where('id', '=', next.id)
      .execute();
    expect(await member.fail(order, { gameid: next.id, roomid: room.id, order_info: [[0, old, 20]] })).toMatchObject({
      errCode: 1034,
    });
    await member.ok(order, { gameid: next.id, roomid: room.id, order_info: [[2, 1.92, 20]] });
    const rates = await t.db
      .selectFrom('orders')
      .select(['round_id', 'rate_bp'])
      .where('user_id', '=', member.id)
      .execute();
    expect(rates).toEqual(
      expect.arrayContaining([
        { round_id: round.id, rate_bp: Math.round(old * 10_000) },
        { round_id: next.id, rate_bp: 19_200 },
      ]),
    );
    // When the slot comes, the scheduler makes them the room's own.
    await t.services.rooms.promoteDueRates(from);
    const after = (await admin.ok(adminRooms, {})).find((r) => r.id === room.id);
    expect(after).toMatchObject({ rates: [1.9, 1.9, 1.92, 1.92], next_rates: null, next_from: null });
  });

  it('refuses a room’s minimum order below $1 naming the figure, in the staff member’s language, and saves nothing', async () => {
    const room = (await admin.ok(adminRooms, {})).find((r) => r.game_type === 2 && r.hall === 2);
    if (!room) throw new Error('no dice room');
    const before = await auditRows(`room:${room.id}`);
    const edit = {
      ...room,
      game_type: 2 as const,
      hall: 2 as const,
      rates: room.rates as [number, number, number, number],
      confirm: DEMO_OPERATOR.password,
    };
    expect(await admin.fail(adminSaveRoom, { ...edit, minbuy: 0.5 })).toMatchObject({
      errCode: 1024,
      field: 'minbuy',
      info: 'The minimum is 1',
    });
    expect(await admin.fail(adminSaveRoom, { ...edit, minbuy: 0.99, lang: 'chs' })).toMatchObject({
      errCode: 1024,
      info: '最少1',
    });
    expect((await admin.ok(adminRooms, {})).find((r) => r.id === room.id)?.minbuy).toBe(room.minbuy);
    expect(await auditRows(`room:${room.id}`)).toHaveLength(before.length);
    // A dollar is a minimum order.
    expect((await admin.ok(adminSaveRoom, { ...edit, minbuy: 1 })).minbuy).toBe(1);
    await admin.ok(adminSaveRoom, { ...edit, minbuy: room.minbuy });
  });

  it('changes a game type’s round times from its next slot, once', async () => {
    const before = (await admin.ok(adminTiming, {})).find((x) => x.game_type === 2);
    const now = Date.now();
    const set = await Promise.all(
      [1, 2].map(() => admin.ok(adminSetTiming, { game_type: 2, round_seconds: 30, gap_seconds: 3 })),
    );
    expect(before).toMatchObject({ pending: false });
    expect(set[0]).toMatchObject({ game_type: 2, round_seconds: 30, gap_seconds: 3, pending: true });
    expect((await admin.ok(adminTiming, {})).find((x) => x.game_type === 2)).toMatchObject({ pending: true });
    const from = Date.parse(set[0]?.from ?? '');
    const slotBefore = t.services.rounds.slot(2, now);
    expect(from).toBe(slotBefore.nextOpensAt.getTime());
    // Before the change: the old slots; from it: 33-second slots, numbered on from the old ones.
    const first = t.services.rounds.slot(2, from);
    expect(first.closesAt.getTime() - first.opensAt.getTime()).toBe(30_000);
    expect(first.seqno).toBeGreaterThan(slotBefore.seqno);
    // The next slot (its seqno is first's + 1 unless midnight UTC falls between them).
    const next = t.services.rounds.slot(2, from + 33_000);
    expect(next.slot).toBe(first.slot + 1);
    expect(next.opensAt.getTime() - first.opensAt.getTime()).toBe(33_000);
    if (next.seqno % 100_000 !== 1) expect(next.seqno).toBe(first.seqno + 1);
    expect(t.services.rounds.slot(2, from - 1).seqno).toBe(slotBefore.seqno);
    expect(before).toBeDefined();
    expect((await auditRows('settings')).filter((r) => r.action === 'timing.set')).toHaveLength(1);
  });

  it('rotates a chain once; the next round draws from it', async () => {
    const chains = await admin.ok(adminChains, {});
    const active = chains.find((c) => c.game_type === 1 && c.active);
    const rotated = await Promise.all([1, 2].map(() => operator.ok(adminRotateChain, { game_type: 1 })));
    expect(rotated[0]?.id).toBe(rotated[1]?.id);
    expect(rotated[0]?.id).not.toBe(active?.id);
    expect(rotated[0]).toMatchObject({ used: 0, active: true, salt_editable: false });
    expect(await auditRows(`chain:${rotated[0]?.id}`)).toHaveLength(1);
    // Demo mode: the salt is fixed at creation and cannot be set.
    const { adminSetSalt } = ADMIN_CALLS;
    expect(
      await admin.fail(adminSetSalt, {
        chain_id: rotated[0]?.id,
        salt: 'abcdef123456',
        origin: 'x',
        confirm: DEMO_OPERATOR.password,
      }),
    ).toMatchObject({
      errCode: 3054,
    });
    const announced = await t.db
      .selectFrom('articles')
      .select('id')
      .where('chain_id', '=', rotated[0]?.id as number)
      .execute();
    expect(announced).toHaveLength(1);
  });
});

describe('live mode: the salt of a new chain', () => {
  it('is set once, before the chain’s first round, and then the chain draws; the announcement says so', async () => {
    const live = await createTestApp({
      SCHEDULER: 'false',
      APP_MODE: 'live',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'Boss2026x',
    });
    try {
      const boss = caller(live.app, await signInStaff(live, 'boss', 'Boss2026x'));
      await given(live).openRound(1);
      const old = (await boss.ok(adminChains, {})).find((c) => c.game_type === 1 && c.active);
      const fresh = await boss.ok(adminRotateChain, { game_type: 1 });
      // Waiting for its salt: the old chain goes on drawing.
      expect(fresh).toMatchObject({ salt: '', salt_editable: true, active: false });
      expect((await boss.ok(adminChains, {})).find((c) => c.id === old?.id)?.active).toBe(true);
      const { adminSetSalt } = ADMIN_CALLS;
      const salt = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';
      const both = await Promise.all(
        [1, 2].map(() =>
          boss
            .ok(adminSetSalt, {
              chain_id: fresh.id,
              salt,
              origin: 'Bitcoin block 1,000,000',
              ...stepUpFor(live, 'boss', 'Boss2026x'),
            })
            .then(
              () => 'ok',
              () => 'refused',
            ),
        ),
      );
      expect(both.sort()).toEqual(['ok', 'refused']);
      const set = (await boss.ok(adminChains, {})).find((c) => c.id === fresh.id);
      expect(set).toMatchObject({ salt, salt_origin: 'Bitcoin block 1,000,000', active: true, salt_editable: false });
      const announcement = await live.db
        .selectFrom('articles')
        .select('content')
        .where('chain_id', '=', fresh.id)
        .executeTakeFirstOrThrow();
      expect(announcement.content.en).toContain(salt);

      // Live deposits: two concurrent confirmations credit once and leave one audit row.
      // Live mode has no demo invitation code: the member joins with the admin's own.
      const code = (await boss.ok(getuserinfo, {})).invitation_code;
      const joined = await caller(live.app).ok(register, {
        quhao: '852',
        username: 'livemember1',
        password: 'Secret123',
        spassword: 'Secret123',
        invitation: code,
        payPwd: '135246',
      });
      const member = caller(live.app, joined.token);
      const deposit = await member.ok(recharge, { money: 750, reference: 'TX-1' });
      const both2 = await Promise.all(
        [1, 2].map(() =>
          boss.ok(adminConfirmDeposit, { id: deposit.id, note: 'seen on chain' }).then(
            () => 'ok',
            () => 'refused',
          ),
        ),
      );
      expect(both2.sort()).toEqual(['ok', 'refused']);
      expect((await member.ok(getuserinfo, {})).money).toBe(750);
      expect(
        await live.db
          .selectFrom('admin_audit')
          .select('action')
          .where('target', '=', `deposit:${deposit.id}`)
          .execute(),
      ).toEqual([{ action: 'deposit.confirm' }]);
      expect(
        await live.db.selectFrom('admin_audit').select('action').where('target', '=', `chain:${fresh.id}`).execute(),
      ).toEqual([{ action: 'chain.rotate' }, { action: 'chain.set_salt' }]);
    } finally {
      await live.close();
    }
  });
});
