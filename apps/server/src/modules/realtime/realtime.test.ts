import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false', WS_MAX_PER_ADDRESS: '3' });
  const name = (
    await t.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('n')).executeTakeFirstOrThrow()
  ).n;
  await t.services.realtime.listen(`${inject('pgUrlPrefix')}${name}`, () => {});
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
