import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveFiles } from './static-files.ts';

// The build's folder, with a file beside it that must never be reachable.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-files-'));
const dist = path.join(base, 'dist');
fs.mkdirSync(dist);
fs.writeFileSync(path.join(base, 'secret.txt'), 'outside');
const put = (name: string, text: string, copies = false) => {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), text);
  if (copies) {
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
  }
};
const APP = 'console.log("app");'.repeat(40);
put('assets/app-1a2b.js', APP, true);
put('boot.js', 'boot();', true);
put('banners/fair-en.svg', '<svg/>');
put('sw.js', 'self;');
put('manifest.webmanifest', '{}');
put('.vite/manifest.json', '{"secret":true}');

const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
app.setNotFoundHandler((_request, reply) => reply.code(404).send('not found'));
serveFiles(app, dist, {
  leaveOut: (name) => name === 'manifest.webmanifest',
  headers: (name): Record<string, string> => (name === 'sw.js' ? { 'cache-control': 'no-cache' } : {}),
});
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  fs.rmSync(base, { recursive: true, force: true });
});
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

describe('the web build’s files', () => {
  it('sends the brotli or gzip copy to a browser that takes it, else the file, with its type', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP);
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP);
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP);
    // A file without copies is sent as it is, to everyone.
    const svg = await get('/banners/fair-en.svg', { 'accept-encoding': 'br' });
    expect([svg.headers['content-encoding'], svg.headers['content-type'], svg.body]).toEqual([
      undefined,
      'image/svg+xml',
      '<svg/>',
    ]);
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with 304, and HEAD with the length GET sends', async () => {
    const first = await get('/boot.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/boot.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const modified = String(first.headers['last-modified']);
    expect((await get('/boot.js', { 'accept-encoding': 'br', 'if-modified-since': modified })).statusCode).toBe(304);
    expect((await get('/boot.js', { 'if-none-match': 'W/"0-0"' })).statusCode).toBe(200);
    const head = await get('/assets/app-1a2b.js', {}, 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(APP.length), '']);
  });

  it('sends nothing that is not a file of the build by its own name', async () => {
    for (const url of [
      '/assets/app-1a2b.js.br',
      '/boot.js.gz',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/../secret.txt',
      '/.vite/manifest.json',
      '/assets/.vite/manifest.json',
      '/manifest.webmanifest',
      '/assets/missing-0000.js',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('finds an asset written after the start (a rebuild), reading the folder at most once a second', async () => {
    put('assets/late-9f9f.js', 'late();');
    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    try {
      now.mockReturnValue(start + 1500);
      expect((await get('/assets/late-9f9f.js')).statusCode).toBe(200);
      put('assets/later-8e8e.js', 'later();');
      // Read again just now: the new name waits for the next second.
      expect((await get('/assets/later-8e8e.js')).statusCode).toBe(404);
      now.mockReturnValue(start + 3000);
      expect((await get('/assets/later-8e8e.js')).body).toBe('later();');
    } finally {
      now.mockRestore();
    }
  });
});
