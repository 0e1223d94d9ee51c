import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { logout, order } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually, sleep } from '../../test/eventually.ts';
import { given, type Member } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { WS_SEND_BUDGET_BYTES } from './realtime.ts';

/** A full garbage collection, so that memory figures count what is still held, not what waits. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Garbage collected until what it frees is gone: a closed socket's buffers are released only once
 * the callbacks of its last writes have run, after the collection that found them unreachable.
 */
async function settledGarbage() {
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    await sleep(50);
  }
  collectGarbage();
}

/**
 * Issue 22, faults 5, 19 and 20: the push follows getVorder's rule for the VIP hall, a socket whose
 * session ends is told and closed, a client that does not read or floods is dropped.
 */
const VIP_DIGITS = 5;
const STARTER_DIGITS = 1;

let t: TestApp;
let wsUrl: string;
let port: number;
let roundId: number;
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false', WS_PING_SECONDS: '1', WS_MAX_PER_ADDRESS: '100' }, { changes: true });
  await t.services.realtime.listen(t.url, () => {});
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
  wsUrl = `ws://127.0.0.1:${port}/api/ws?gametype=1`;
  roundId = (await given(t).openRound(1, 30)).id;
});
afterAll(async () => {
  await t.services.realtime.close();
  await t.close();
});

interface Client {
  socket: WebSocket;
  events: { type: string; roomid?: number; ok?: boolean }[];
  closed: Promise<number>;
}

async function connect(token?: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
  const socket = new WebSocket(wsUrl, options);
  const events: Client['events'] = [];
  socket.on('message', (m) => events.push(JSON.parse(m.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('open', resolve));
  if (token) {
    socket.send(JSON.stringify({ type: 'auth', token }));
    const deadline = Date.now() + 3000;
    while (!events.some((e) => e.type === 'auth') && Date.now() < deadline) await sleep(10);
  }
  return { socket, events, closed };
}

const buy = (roomid: number) => ({
  gameid: roundId,
  roomid,
  order_info: [[0, roomid === VIP_DIGITS ? 1.96 : 1.95, 500]],
});

describe('the VIP hall over the socket', () => {
  it('pushes a VIP room’s orders only to authenticated members with a VIP level; others’ orders to all', async () => {
    const vip: Member = await given(t).user({ cash: 10_000, level: 1 });
    const plain: Member = await given(t).user();
    const anonymous = await connect();
    const member = await connect(plain.token);
    const vipSocket = await connect(vip.token);
    expect(member.events).toContainEqual({ type: 'auth', ok: true });
    expect(vipSocket.events).toContainEqual({ type: 'auth', ok: true });

    expect((await t.call(order, { ...buy(VIP_DIGITS), token: vip.token })).code).toBe(1);
    expect((await t.call(order, { ...buy(STARTER_DIGITS), token: vip.token })).code).toBe(1);
    expect(await eventually(() => vipSocket.events.filter((e) => e.type === 'order').length === 2)).toBe(true);
    expect(await eventually(() => anonymous.events.some((e) => e.type === 'order'))).toBe(true);
    await sleep(200);
    for (const other of [anonymous, member]) {
      const rooms = other.events.filter((e) => e.type === 'order').map((e) => e.roomid);
      expect(rooms).toEqual([STARTER_DIGITS]);
    }
    for (const client of [anonymous, member, vipSocket]) client.socket.close();
  });

  it('answers an invalid token with ok: false and treats the socket as anonymous', async () => {
    const client = await connect('not-a-session-token');
    expect(client.events).toContainEqual({ type: 'auth', ok: false });
    client.socket.close();
  });
});

describe('a socket whose session ends', () => {
  it('is told (session_ended) and closed (4401) when the member logs out', async () => {
    const member = await given(t).user();
    const client = await connect(member.token);
    await member.ok(logout, {});
    expect(await client.closed).toBe(4401);
    expect(client.events.map((e) => e.type)).toContain('session_ended');
  });
});

describe('clients that flood or do not read', () => {
  it('closes a socket that sends more than its tiny allowance (1008)', async () => {
    const client = await connect();
    for (let i = 0; i < 20; i++) client.socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(100) }));
    expect(await client.closed).toBe(1008);
  });

  it('closes on a message larger than the protocol needs (512 bytes: 1009, or the connection cut)', async () => {
    const client = await connect();
    client.socket.send('x'.repeat(4096));
    expect([1009, 1006]).toContain(await client.closed);
  });

  it('drops a socket that answers with pongs of its own instead of echoing the server’s pings', async () => {
    const client = await connect(undefined, { autoPong: false });
    const pongs = setInterval(() => client.socket.readyState === WebSocket.OPEN && client.socket.pong(), 200);
    const code = await Promise.race([client.closed, sleep(6000).then(() => -1)]);
    clearInterval(pongs);
    expect(code).toBe(1006);
  });

  it('keeps a client that echoes the pings', async () => {
    const client = await connect();
    await sleep(3000);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('drops sockets that never read once a megabyte waits for each: memory stays bounded, others are served', async () => {
    // Pings once a minute here: the send budget, not the liveness check, must drop them.
    const slow = await createTestApp({ SCHEDULER: 'false', WS_PING_SECONDS: '60', WS_MAX_PER_ADDRESS: '100' });
    await slow.services.realtime.listen(slow.url, () => {});
    const slowPort = Number(new URL(await slow.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const before = slow.services.realtime.connections;
    // Raw clients: the handshake, then they stop reading.
    const STALLED = 20;
    const stalled = await Promise.all(
      Array.from({ length: STALLED }, async () => {
        const raw = net.connect(slowPort, '127.0.0.1');
        raw.on('error', () => {});
        await new Promise((resolve) => raw.once('connect', resolve));
        raw.write(
          'GET /api/ws?gametype=1 HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
        await new Promise((resolve) => raw.once('data', resolve));
        raw.pause();
        return raw;
      }),
    );
    const reader = new WebSocket(`ws://127.0.0.1:${slowPort}/api/ws?gametype=1`);
    let read = 0;
    reader.on('message', () => {
      read += 1;
    });
    await new Promise((resolve) => reader.once('open', resolve));
    expect(slow.services.realtime.connections).toBe(before + STALLED + 1);
    const orders = Array.from({ length: 40 }, (_, i) => ({
      id: i,
      username: 'x'.repeat(40),
      value: 0,
      money: 20,
      rate: 1.95,
      created_at: new Date().toISOString(),
    }));
    // ~5 KB an event: 2,000 events are ~10 MB for each socket, past the kernel's buffers and the budget:
    // 200 MB held for 20 sockets without it. The process's resident memory is measured as well (the
    // raw clients' unread bytes wait in the kernel, not in this process).
    collectGarbage();
    const rssBefore = process.memoryUsage().rss;
    const buffersBefore = process.memoryUsage().arrayBuffers;
    let mostBuffered = 0;
    let mostRss = rssBefore;
    for (let i = 0; i < 2000; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          slow.services.realtime.publish({ type: 'order', gametype: 1, roomid: STARTER_DIGITS, seqno: 1, orders }),
        ),
      );
      await sleep(5);
      mostBuffered = Math.max(mostBuffered, slow.services.realtime.bufferedBytes);
      mostRss = Math.max(mostRss, process.memoryUsage().rss);
    }
    // Every stalled socket is gone (the reader stays), and no more than the budget ever waited for each.
    expect(await eventually(() => slow.services.realtime.connections === before + 1, 5000)).toBe(true);
    expect(mostBuffered).toBeLessThanOrEqual(STALLED * (WS_SEND_BUDGET_BYTES + 64 * 1024));
    expect(mostRss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    // What stays held once the burst is over: the stalled sockets' queues (a megabyte each) are gone
    // with them. The reader drains first, so its own queue and receive buffers are not counted; what
    // is left is the driver's and the sockets' own small buffers, far below one stalled queue in five.
    expect(await eventually(() => slow.services.realtime.bufferedBytes < 64 * 1024, 5000)).toBe(true);
    let lastRead = -1;
    const readerIdle = () => {
      const idle = lastRead === read;
      lastRead = read;
      return idle;
    };
    expect(await eventually(readerIdle, 5000, 100)).toBe(true);
    await settledGarbage();
    expect(process.memoryUsage().arrayBuffers - buffersBefore).toBeLessThan((STALLED * WS_SEND_BUDGET_BYTES) / 5);
    expect(slow.services.realtime.bufferedBytes).toBeLessThan(64 * 1024);
    expect(reader.readyState).toBe(WebSocket.OPEN);
    expect(read).toBeGreaterThan(100);
    reader.close();
    for (const raw of stalled) raw.destroy();
    await slow.services.realtime.close();
    await slow.close();
  });
});
