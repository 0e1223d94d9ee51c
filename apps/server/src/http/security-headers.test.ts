import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getconfig } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileTestApp, type TestApp } from '../test/test-app.ts';

/** A stand-in for the built web app: a page and a hashed asset. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
);
const APP_JS = 'console.log("the app");'.repeat(50);
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), APP_JS);
// What the build writes beside each asset (apps/web/precompress.ts).
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(APP_JS));
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(APP_JS));
fs.writeFileSync(
  path.join(dist, 'manifest.webmanifest'),
  JSON.stringify({ name: 'Built name', short_name: 'Built', display: 'standalone' }),
);

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
  it('are on a page and an asset', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers, 'page');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers, 'asset');
  });

  it('on an API answer: not framed, not sniffed, never cached', async () => {
    const api = await t.app.inject({ method: 'POST', url: getconfig.path, payload: {} });
    expect(api.json().code).toBe(1);
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api.headers['strict-transport-security']).toBeUndefined();
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
    // Publicly only whether it is ready, and which process answered (issue 24: a balancer's
    // spread): the details are on the private port (ops.test.ts).
    expect(ready.json()).toEqual({ ok: true, instance: `pid-${process.pid}` });
  });
});

describe('the built web app', () => {
  it('sends assets precompressed (brotli, else gzip) and cached for a year; index.html never cached', async () => {
    const url = '/assets/app-1a2b.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    // The compressed copies are not routes of their own: only the asset is, served compressed.
    expect((await t.app.inject({ method: 'GET', url: `${url}.br` })).statusCode).toBe(404);
    for (const page of ['/', '/user']) {
      const index = await t.app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
      expect(index.headers['cache-control'], page).toBe('no-cache');
    }
  });

  it('sends its pages compressed as the browser accepts them, the same page either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^<!doctype html>/);
    const br = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: '/user', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toMatch(/^<!doctype html>/);
    // Asked again, the same bytes (kept), still the page.
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it("serves the web manifest with the operator's app name (issue 28)", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const name = (await t.services.settings.appConfig()).app_name;
    expect(answer.json()).toEqual({ name, short_name: name.slice(0, 12), display: 'standalone' });
  });

  it("cuts the installed app's short name by characters, never inside an emoji", async () => {
    const before = (await t.services.settings.appConfig()).app_name;
    await t.services.settings.update({ app_name: 'Roundhouse 🎲 Club' });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(answer.json().short_name).toBe('Roundhouse 🎲');
    } finally {
      await t.services.settings.update({ app_name: before });
    }
  });

  it('answers 404, not the page, for a file that is not there (issue 28)', async () => {
    for (const url of ['/favicon.ico', '/robots.txt', '/apple-touch-icon-precomposed.png', '/assets/old-1a2b.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });

  it('inlines the app configuration into each page as a JSON data block, safe to embed', async () => {
    await t.services.settings.update({ app_name: 'Round</script><script>alert(1)</script>house' });
    const page = await t.app.inject({ method: 'GET', url: '/lotteryprize' });
    const block = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(page.body);
    expect(block?.[1]).toBeDefined();
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({
      app_name: 'Round</script><script>alert(1)</script>house',
      mode: 'demo',
    });
    await t.services.settings.update({ app_name: 'Roundhouse' });
  });
});

describe('behind a TLS proxy (TRUST_PROXY=true)', () => {
  const s = fileTestApp({ WEB_DIST: dist, SCHEDULER: 'false', TRUST_PROXY: 'true' });

  it('adds HSTS', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await s.app.inject({ method: 'POST', url: getconfig.path, payload: {} });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
