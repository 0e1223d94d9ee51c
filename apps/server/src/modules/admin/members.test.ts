import { adminFreeze, adminMembers, adminSetVip } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileConsoleApp } from '../../test/console.ts';
import { given, type Member } from '../../test/given.ts';

/** Issue 29: the member list filtered by status and VIP level, sorted by join date or balance. */
const c = fileConsoleApp();
let rich: Member;
let frozen: Member;
let plain: Member;

beforeAll(async () => {
  [rich, frozen, plain] = await Promise.all([
    given(c.t).user({ cash: 2_000 }),
    given(c.t).user({ cash: 500 }),
    given(c.t).user(),
  ]);
  await c.admin.ok(adminSetVip, { user_id: rich.id, level: 3 });
  await c.admin.ok(adminFreeze, { user_id: frozen.id, frozen: true });
});

describe('the member list', () => {
  it('filters by status and VIP level', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await c.admin.ok(adminMembers, { size: 100, ...body })).list.map((m) => m.id);
    expect(await ids({ level: 3 })).toContain(rich.id);
    expect(await ids({ level: 3 })).not.toContain(plain.id);
    expect(await ids({ status: 'frozen' })).toEqual([frozen.id]);
    expect(await ids({ status: 'active' })).not.toContain(frozen.id);
    expect((await c.admin.ok(adminMembers, { status: 'frozen' })).total).toBe(1);
    expect(await ids({ q: frozen.username, status: 'active' })).toEqual([]);
    expect(await c.admin.fail(adminMembers, { level: 9 })).toMatchObject({ errCode: 1001, field: 'level' });
  });

  it('sorts by balance or join date', async () => {
    const byBalance = (await c.admin.ok(adminMembers, { sort: 'balance', size: 100 })).list;
    const balances = byBalance.map((m) => m.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(byBalance.findIndex((m) => m.id === rich.id)).toBeLessThan(byBalance.findIndex((m) => m.id === frozen.id));
    const oldest = (await c.admin.ok(adminMembers, { sort: 'oldest', size: 100 })).list.map((m) => m.id);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const newest = (await c.admin.ok(adminMembers, { size: 100 })).list.map((m) => m.id);
    expect(newest).toEqual([...oldest].reverse());
  });
});
