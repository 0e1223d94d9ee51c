import { getGameinfo, getGameList, getRoomList } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

const VIP_DIGITS = 5;

const t = fileTestApp({ SCHEDULER: 'false' });
beforeAll(async () => {
  await given(t).openRound(1);
});

describe('rooms', () => {
  it('lists the second hall to anyone and the VIP hall only to VIP levels (2055)', async () => {
    const member = await given(t).user();
    const hall2 = await member.ok(getRoomList, { roomtype: 2 });
    expect(hall2.map((r) => r.title)).toContain('Digits · Starter');
    expect(hall2[0]).toMatchObject({ minjoin: 10, minbuy: 20, rate0: 1.95, rate3: 1.95, label_set: 'trade' });
    const zh = await member.ok(getGameList, { roomtype: 2, lang: 'chs' });
    expect(zh[0]?.title).toBe('数字 · 新手房');
    expect(await member.fail(getRoomList, { roomtype: 1 })).toMatchObject({ errCode: 2055 });
    expect(await member.fail(getGameinfo, { roomid: VIP_DIGITS })).toMatchObject({ errCode: 2055 });
    const vip = await given(t).user({ level: 2 });
    expect(await vip.ok(getRoomList, { roomtype: 1 })).toHaveLength(2);
  });

  it('answers 1057 for an unknown room and 1020 for a disabled one', async () => {
    const member = await given(t).user();
    expect(await member.fail(getGameinfo, { roomid: 999 })).toMatchObject({ errCode: 1057, field: 'roomid' });
    await t.db.updateTable('rooms').set({ enabled: false }).where('id', '=', 4).execute();
    expect(await member.fail(getGameinfo, { roomid: 4 })).toMatchObject({ errCode: 1020 });
    await t.db.updateTable('rooms').set({ enabled: true }).where('id', '=', 4).execute();
  });
});
