import { getArticlelist } from '@roundhouse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually } from '../test/eventually.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * A caller whose session cannot be looked up (the database away for a moment) is not "nobody":
 * a call that answers members and visitors alike says "busy, try again" (1014) rather than
 * answering as if nobody had asked, and a socket keeps the token to check it at the next ping.
 * The sessions table is renamed for a moment: the lookup fails as a database gone would.
 */
let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp({ SCHEDULER: 'false', WS_PING_SECONDS: '1' }, { changes: false });
  wsUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.close());

const away = () => sql`alter table sessions rename to sessions_away`.execute(t.db);
const back = () => sql`alter table sessions_away rename to sessions`.execute(t.db);

describe('a session that cannot be looked up', () => {
  it('answers an optional-member call "busy", never as a visitor', async () => {
    const token = 'a-session-this-process-has-not-seen';
    expect((await t.call(getArticlelist, { type: 9, token })).code).toBe(1);
    await away();
    try {
      const answer = await t.call(getArticlelist, { type: 9, token: `${token}-2` });
      expect(answer.data?.errCode ?? answer.code).toBe(1014);
    } finally {
      await back();
    }
  });

  it("keeps a socket's token it could not check, and checks it again at the next ping", async () => {
    const socket = new WebSocket(`${wsUrl}/api/ws?gametype=1`);
    socket.on('error', () => {});
    const events: { type: string; ok?: boolean }[] = [];
    socket.on('message', (m: Buffer) => events.push(JSON.parse(m.toString())));
    let closed: number | undefined;
    socket.on('close', (code) => {
      closed = code;
    });
    await new Promise((resolve) => socket.once('open', resolve));
    await away();
    try {
      socket.send(JSON.stringify({ type: 'auth', token: 'not-a-session-at-all' }));
      expect(await eventually(() => events.some((e) => e.type === 'auth'))).toBe(true);
      expect(events).toEqual([{ type: 'auth', ok: false }]);
    } finally {
      await back();
    }
    // The next ping can tell: not a session, so the socket is told and closed, as an ended one is.
    expect(await eventually(() => closed === 4401, 5000)).toBe(true);
    expect(events.map((e) => e.type)).toContain('session_ended');
  });
});
