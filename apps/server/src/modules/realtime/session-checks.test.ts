import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { closeDb, createDb } from '../../db/database.ts';
import { eventually, sleep } from '../../test/eventually.ts';
import { RealtimeHub } from './realtime.ts';

/**
 * A socket's session is checked at each ping. "Ended" ends it (session_ended, 4401); "cannot tell"
 * (the database away for a moment: the auth module throws something other than its refusal) must
 * not — before, a database blip told every signed-in socket its session had ended.
 */
// Pushes are not published here: the hub's pool (for NOTIFY) never connects.
const db = createDb('postgres://nobody@127.0.0.1:1/none');
let answer: 'member' | 'ended' | 'cannot tell' = 'member';
const hub = new RealtimeHub(
  db,
  { maxConnections: 10, maxPerAddress: 10, pingIntervalMs: 100 },
  {
    authenticate: async () => {
      if (answer === 'cannot tell') throw new Error('database busy');
      return answer === 'member' ? { id: 1, level: 1 } : undefined;
    },
    vipRoom: async () => false,
  },
);
const app = Fastify();
let url = '';

beforeAll(async () => {
  await app.register(fastifyWebsocket);
  hub.register(app);
  url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await hub.close();
  await app.close();
  await closeDb(db);
});

/** A client as the app's: it answers pings (the ws library does), and hears what it is told. */
async function socket() {
  const ws = new WebSocket(`${url}/api/ws?gametype=1`);
  ws.on('error', () => {});
  await new Promise((resolve) => ws.once('open', resolve));
  const events: { type: string; ok?: boolean }[] = [];
  let closed: number | undefined;
  ws.on('message', (m: Buffer) => events.push(JSON.parse(m.toString())));
  ws.on('close', (code: number) => {
    closed = code;
  });
  return { ws, events, closed: () => closed };
}

/** A client that has sent its session's token and heard the answer. */
async function withToken() {
  const client = await socket();
  client.ws.send(JSON.stringify({ type: 'auth', token: 'a-session' }));
  expect(await eventually(() => client.events.some((e) => e.type === 'auth'))).toBe(true);
  return client;
}

describe("a socket's session checks", () => {
  it('keeps a signed-in socket while its session cannot be checked, and ends it once it is ended', async () => {
    answer = 'member';
    const client = await withToken();
    expect(client.events).toEqual([{ type: 'auth', ok: true }]);

    answer = 'cannot tell';
    await sleep(500); // five pings, each asking
    expect(client.closed()).toBeUndefined();
    expect(client.events.map((e) => e.type)).not.toContain('session_ended');

    answer = 'ended';
    expect(await eventually(() => client.closed() === 4401)).toBe(true);
    expect(client.events.map((e) => e.type)).toContain('session_ended');
  });

  it('keeps a token it could not check when it came, and checks it again at the next ping', async () => {
    answer = 'cannot tell';
    const client = await withToken();
    expect(client.events).toEqual([{ type: 'auth', ok: false }]);
    // Checked again: ended now, so the socket is told, as a signed-in one is.
    answer = 'ended';
    expect(await eventually(() => client.closed() === 4401)).toBe(true);
  });
});
