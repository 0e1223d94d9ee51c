import { addbankcard, adminDeposits, adminWithdrawals, recharge, withdraw } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileConsoleApp } from '../../test/console.ts';
import { given, type Member } from '../../test/given.ts';

/**
 * Issue 29: the queues for real volumes. Search by member, amount, reference or id; days; sort;
 * pages read on the server.
 */
const c = fileConsoleApp();
let members: Member[];
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  members = await Promise.all(Array.from({ length: 3 }, () => given(c.t).user()));
  // 30 deposits: member i % 3, 500 + i USD, reference "batch-<i>".
  for (let i = 0; i < 30; i++) {
    await members[i % 3]?.ok(recharge, { money: 500 + i, reference: `batch-${i}` });
  }
});

describe('the deposit queue', () => {
  it('finds by member, amount, reference and id', async () => {
    const [first] = members;
    if (!first) throw new Error('no member');
    const byMember = await c.admin.ok(adminDeposits, { q: first.username });
    expect(byMember).toHaveLength(10);
    expect(byMember.every((d) => d.user_id === first.id)).toBe(true);
    expect((await c.admin.ok(adminDeposits, { q: '507' })).map((d) => d.reference)).toEqual(['batch-7']);
    expect((await c.admin.ok(adminDeposits, { q: '507.00' })).map((d) => d.reference)).toEqual(['batch-7']);
    expect((await c.admin.ok(adminDeposits, { q: 'batch-2' })).map((d) => d.reference).sort()).toEqual(
      [
        'batch-2',
        'batch-20',
        'batch-21',
        'batch-22',
        'batch-23',
        'batch-24',
        'batch-25',
        'batch-26',
        'batch-27',
        'batch-28',
        'batch-29',
      ].sort(),
    );
    const one = byMember[0];
    expect((await c.admin.ok(adminDeposits, { q: `#${one?.id}` })).map((d) => d.id)).toEqual([one?.id]);
    // Wildcards are text, not patterns.
    expect(await c.admin.ok(adminDeposits, { q: '%' })).toEqual([]);
  });

  it('sorts, pages and keeps to the days asked for', async () => {
    const q = 'batch-';
    const newest = await c.admin.ok(adminDeposits, { q, size: 10 });
    expect(newest.map((d) => d.reference)).toEqual(Array.from({ length: 10 }, (_, i) => `batch-${29 - i}`));
    const second = await c.admin.ok(adminDeposits, { q, size: 10, page: 2 });
    expect(second.map((d) => d.reference)).toEqual(Array.from({ length: 10 }, (_, i) => `batch-${19 - i}`));
    // Each page says how many match over all pages: the console's "30 in all, page 2 of 3".
    expect(new Set([...newest, ...second].map((d) => d.matching))).toEqual(new Set([30]));
    expect((await c.admin.ok(adminDeposits, { q: 'batch-2', size: 2 }))[0]?.matching).toBe(11);
    expect(await c.admin.ok(adminDeposits, { q, size: 10, page: 4 })).toEqual([]);
    const oldest = await c.admin.ok(adminDeposits, { q, size: 3, sort: 'oldest' });
    expect(oldest.map((d) => d.reference)).toEqual(['batch-0', 'batch-1', 'batch-2']);
    const largest = await c.admin.ok(adminDeposits, { q, size: 2, sort: 'largest' });
    expect(largest.map((d) => d.money)).toEqual([529, 528]);
    expect(await c.admin.ok(adminDeposits, { q, from: TODAY, to: TODAY })).toHaveLength(30);
    expect(await c.admin.ok(adminDeposits, { q, to: '2020-01-01' })).toEqual([]);
    expect(await c.admin.fail(adminDeposits, { size: 501 })).toMatchObject({ errCode: 1001, field: 'size' });
    expect(await c.admin.fail(adminDeposits, { from: '2026-13-40' })).toMatchObject({ errCode: 1001, field: 'from' });
    expect(await c.admin.fail(adminWithdrawals, { to: '2026-02-30' })).toMatchObject({ errCode: 1001, field: 'to' });
  });
});

describe('the withdrawal queue', () => {
  it('is searched and paged the same way', async () => {
    const member = await given(c.t).user({ cash: 1_000 });
    const card = await member.ok(addbankcard, { type: 'USDT-TRC', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    for (const money of [100, 300]) await member.ok(withdraw, { bank_id: card.id, money, pwd: member.payPwd });
    const mine = await c.admin.ok(adminWithdrawals, { q: member.username, sort: 'largest' });
    expect(mine.map((w) => w.money)).toEqual([300, 100]);
    expect(mine.map((w) => w.matching)).toEqual([2, 2]);
    expect((await c.admin.ok(adminWithdrawals, { q: member.username, size: 1, page: 2 })).map((w) => w.money)).toEqual([
      100,
    ]);
    expect((await c.admin.ok(adminWithdrawals, { q: '300', status: 'pending' })).map((w) => w.user_id)).toContain(
      member.id,
    );
    expect(await c.admin.ok(adminWithdrawals, { q: member.username, status: 'paid' })).toEqual([]);
  });
});
