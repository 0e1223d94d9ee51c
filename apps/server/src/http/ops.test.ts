import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startOpsServer } from './ops.ts';

/** Issue 22, fault 25: details on the private port only; the API docs in demo or when asked. */
let live: TestApp;
let liveWithDocs: TestApp;
let demo: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ SCHEDULER: 'false' });
  // Its private /readyz is compared whole, with the change feed off.
  live = await createTestApp({ SCHEDULER: 'false', APP_MODE: 'live' }, { changes: false });
  liveWithDocs = await createTestApp({ SCHEDULER: 'false', APP_MODE: 'live', API_DOCS: 'true' });
});
afterAll(async () => {
  await Promise.all([demo?.close(), live?.close(), liveWithDocs?.close()]);
});

describe('what a process tells about itself', () => {
  it('says only whether it is ready, and which process it is, on the public port', async () => {
    const ready = await live.app.inject({ method: 'GET', url: '/readyz' });
    expect(Object.keys(ready.json()).sort()).toEqual(['instance', 'ok']);
    expect(ready.json().ok).toBe(true);
  });

  it('gives the scheduler role and sockets on the private port, and nothing else there', async () => {
    const ops = await startOpsServer({
      host: '127.0.0.1',
      port: 0,
      readiness: live.readiness,
      warn: () => {},
    });
    if (!ops) throw new Error('the private port did not open');
    try {
      const details = await (await fetch(`${ops.url}/readyz`)).json();
      expect(details).toEqual({
        ok: true,
        database: true,
        migrations: 'done',
        push: 'off',
        changes: 'off',
        scheduler: 'off',
        websockets: 0,
        draining: false,
      });
      expect((await fetch(`${ops.url}/api/Game/getconfig`)).status).toBe(404);
    } finally {
      await ops.close();
    }
  });

  it('serves /docs and /docs/json in demo mode, in live mode only with API_DOCS=true', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      // Whatever answers there (the app's own page when it is built), it is not the API's documentation.
      const hidden = await live.app.inject({ method: 'GET', url });
      expect(hidden.body, url).not.toMatch(/swagger|openapi/i);
    }
    const shown = await liveWithDocs.app.inject({ method: 'GET', url: '/docs/json' });
    expect(shown.statusCode).toBe(200);
    expect(Object.keys(shown.json().paths).length).toBeGreaterThan(50);
  });
});
