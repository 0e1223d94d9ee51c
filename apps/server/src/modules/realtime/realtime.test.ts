import { order, recharge } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoundNow } from '../../test/given.ts';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false', WS_MAX_PER_ADDRESS: '3' });
  await t.services.realtime.listen(t.url, () => {});
});
afterAll(async () => {
  await t.services.realtime.close();
  await t.close();
});

describe('server push', () => {
  it('forwards published events to the sockets of that game type only, through PostgreSQL NOTIFY', async () => {
    const dice = await t.app.injectWS('/api/ws?gametype=2');
    const digits = await t.app.injectWS('/api/ws?gametype=1');
    const got: string[] = [];
    const other: string[] = [];
    digits.on('message', (m: Buffer) => got.push(m.toString()));
    dice.on('message', (m: Buffer) => other.push(m.toString()));
    await t.services.realtime.publish({ type: 'closed', gametype: 1, seqno: 2026112200001 });
    for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(got.map((m) => JSON.parse(m))).toEqual([{ type: 'closed', gametype: 1, seqno: 2026112200001 }]);
    expect(other).toEqual([]);
    digits.terminate();
    dice.terminate();
  });

  it('closes a socket that names no game type', async () => {
    const socket = await t.app.injectWS('/api/ws');
    const code = await new Promise<number>((resolve) => socket.on('close', (c: number) => resolve(c)));
    expect(code).toBe(1008);
  });

  it('takes the game type strictly: 1e0, " 1", 0x1, 01 and 1.0 are refused (1008)', async () => {
    for (const value of ['1e0', '%201', '0x1', '01', '1.0', '3']) {
      const socket = await t.app.injectWS(`/api/ws?gametype=${value}`);
      const code = await new Promise<number>((resolve) => socket.on('close', (c: number) => resolve(c)));
      expect({ value, code }).toEqual({ value, code: 1008 });
    }
  });

  it('pushes new orders with what the room lists shows, so clients need not ask again', async () => {
    const round = await openRoundNow(t, 1);
    const user = await registerUser(t);
    await t.call(recharge, { money: 500, token: user.token });
    const socket = await t.app.injectWS('/api/ws?gametype=1');
    const got: { type: string }[] = [];
    socket.on('message', (m: Buffer) => got.push(JSON.parse(m.toString())));
    const placed = await t.call(order, {
      token: user.token,
      gameid: round.id,
      roomid: 1,
      order_info: [
        [0, 1.95, 20],
        [3, 1.95, 5],
      ],
    });
    expect(placed.code).toBe(1);
    for (let i = 0; i < 50 && !got.some((e) => e.type === 'order'); i++) await new Promise((r) => setTimeout(r, 20));
    const event = got.find((e) => e.type === 'order');
    expect(event).toEqual({
      type: 'order',
      gametype: 1,
      roomid: 1,
      seqno: round.seqno,
      orders: placed.data.orders.map((id: number, i: number) => ({
        id,
        username: expect.stringMatching(/^.\*\*\*.$/),
        value: [0, 3][i],
        money: [20, 5][i],
        rate: 1.95,
        created_at: expect.any(String),
      })),
    });
    socket.terminate();
    await until(() => t.services.realtime.connections === 0);
  });

  it('closes a socket that sends a message over 4 KB (1009), without buffering it', async () => {
    const socket = await t.app.injectWS('/api/ws?gametype=1');
    const closed = new Promise<number>((resolve) => socket.on('close', (c: number) => resolve(c)));
    socket.send(Buffer.alloc(1024 * 1024, 120));
    expect(await closed).toBe(1009);
  });

  it('refuses connections past the per-address limit (1013) and frees the place when one closes', async () => {
    const open = await Promise.all([1, 2, 3].map(() => t.app.injectWS('/api/ws?gametype=1')));
    await until(() => t.services.realtime.connections === 3);
    const extra = await t.app.injectWS('/api/ws?gametype=1');
    const code = await new Promise<number>((resolve) => extra.on('close', (c: number) => resolve(c)));
    expect(code).toBe(1013);
    open[0]?.terminate();
    await until(() => t.services.realtime.connections === 2);
    const again = await t.app.injectWS('/api/ws?gametype=2');
    await until(() => t.services.realtime.connections === 3);
    for (const s of [...open, again]) s.terminate();
    await until(() => t.services.realtime.connections === 0);
  });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
