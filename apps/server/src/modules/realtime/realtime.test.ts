import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false' });
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
});
