import net from 'node:net';
import { ADMIN_CALLS, adminSaveArticle, CALLS, login } from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../seed/demo.ts';
import { ADMIN_BODIES } from '../test/admin-bodies.ts';
import { caller } from '../test/calls.ts';
import { fileTestApp } from '../test/test-app.ts';
import { bodyLimitOf, DEFAULT_BODY_LIMIT } from './limits.ts';

/** Issue 22, faults 9, 15 and 22: body limits from the contract, a 413 that arrives, slow clients cut off. */
const t = fileTestApp({ SCHEDULER: 'false', REQUEST_TIMEOUT_MS: '2000', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '40' });
let base: string;
let port: number;
let token: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
  token = (await caller(t.app).ok(login, DEMO_OPERATOR)).token;
});

async function postRaw(path: string, body: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    envelope: (await response.json()) as { code: number; data: { errCode?: number; field?: string } },
  };
}

describe('body limits per call', () => {
  it('follow the contract: the default for small calls, room for three 100,000-character articles', () => {
    expect(bodyLimitOf(login)).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitOf(adminSaveArticle)).toBeGreaterThan(3 * 100_000 * 3);
    for (const call of Object.values(CALLS)) expect(bodyLimitOf(call)).toBeGreaterThanOrEqual(DEFAULT_BODY_LIMIT);
  });

  it('take an article of 100,000 characters in each language, in Chinese too (3 bytes each)', async () => {
    const han = `<p>${'漢'.repeat(100_000 - 7)}</p>`;
    const article = {
      ...ADMIN_BODIES.adminSaveArticle,
      id: undefined,
      title_en: 'Long read',
      content_en: `<p>${'a"'.repeat((100_000 - 7) / 2)}a</p>`,
      content_chs: han,
      content_cht: han,
      token,
    };
    const { status, envelope } = await postRaw(ADMIN_CALLS.adminSaveArticle.path, JSON.stringify(article));
    expect(status).toBe(200);
    expect(envelope.code).toBe(1);
  });

  it('answers a body past the limit with 413 and 1001 naming the body, and the client reads it (1 MB from fetch)', async () => {
    const big = JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024) });
    const { status, envelope } = await postRaw(login.path, big);
    expect(status).toBe(413);
    expect(envelope.data).toMatchObject({ errCode: 1001, field: 'body' });
    // The connection stays usable and the server serves the next request.
    expect((await postRaw(login.path, JSON.stringify(DEMO_OPERATOR))).envelope.code).toBe(1);
  });
});

describe('slow and many clients', () => {
  it('cuts off a body sent one byte at a time once REQUEST_TIMEOUT_MS has passed', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    const started = Date.now();
    const drip = setInterval(() => socket.writable && socket.write(' '), 300);
    const closed = await new Promise<number>((resolve) => {
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => {});
      setTimeout(() => resolve(-1), 10_000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(closed).toBeGreaterThan(1500);
    expect(closed).toBeLessThan(6000);
  });

  it('closes connections past HTTP_MAX_CONNECTIONS_PER_ADDRESS from one address', async () => {
    const sockets = Array.from({ length: 50 }, () => net.connect(port, '127.0.0.1'));
    const states = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<'open' | 'closed'>((resolve) => {
            socket.on('error', () => {});
            socket.on('close', () => resolve('closed'));
            socket.once('connect', () => setTimeout(() => resolve(socket.destroyed ? 'closed' : 'open'), 500));
          }),
      ),
    );
    for (const socket of sockets) socket.destroy();
    expect(states.filter((s) => s === 'open').length).toBeLessThanOrEqual(40);
    expect(states.filter((s) => s === 'closed').length).toBeGreaterThanOrEqual(10);
    await new Promise((r) => setTimeout(r, 100));
    expect((await postRaw(login.path, JSON.stringify(DEMO_OPERATOR))).envelope.code).toBe(1);
  });
});
