import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getconfig } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A stand-in for the built web app: a page and a hashed asset. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist, SCHEDULER: 'false' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, what).not.toContain('unsafe-inline');
  expect(scriptSrc, what).not.toContain('unsafe-eval');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on a page, an asset and an API answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers, 'page');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers, 'asset');
    const api = await t.app.inject({ method: 'POST', url: getconfig.path, payload: {} });
    expect(api.json().code).toBe(1);
    expectSecurityHeaders(api.headers, 'api');
  });

  it('answer HEAD wherever GET answers', async () => {
    for (const url of ['/', '/login', '/assets/app-1a2b.js', '/healthz', '/readyz']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
  });

  it('say the process is up (/healthz) and ready to serve (/readyz)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, database: true, migrations: 'done', scheduler: 'off' });
  });
});

describe('behind a TLS proxy (TRUST_PROXY=true)', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ WEB_DIST: dist, SCHEDULER: 'false', TRUST_PROXY: 'true' });
  });
  afterAll(() => s.close());

  it('adds HSTS', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
