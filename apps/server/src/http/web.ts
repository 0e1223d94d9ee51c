import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Locale, ScreenData } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DocsCsp } from './docs.ts';
import { notFound } from './envelope.ts';
import { PageShells, type ShellData, visitorOf } from './shell.ts';
import { chooseEncoding, serveFiles } from './static-files.ts';

/**
 * Security headers on every answer, computed once (helmet's set, without its per-request work): a
 * strict Content-Security-Policy that the built app passes (no inline script; the API docs' inline
 * scripts by hash only), no framing by other sites, no MIME sniffing, no referrer to other origins;
 * HSTS only when TLS is in front.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  // The API docs' inline scripts, when the docs are served (demo mode or API_DOCS=true).
  docs: DocsCsp = { script: [], style: [] },
): void {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...docs.script.map((hash) => (hash.startsWith("'") ? hash : `'${hash}'`))]],
    // Inline style attributes (antd-mobile's positioning), never inline script.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    // The support page frames the operator's configured support link (kefu_url).
    ['frame-src', ['https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['script-src-attr', ["'none'"]],
  ];
  const headers: Record<string, string> = {
    'content-security-policy': directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  // A JSON answer is never a document: it needs only what stops it being framed, sniffed or
  // cached (balances, tokens), and half the headers is a measurable share of a small answer.
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cache-control': 'no-store',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  if (config.TRUST_PROXY) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    api['strict-transport-security'] = headers['strict-transport-security'];
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') && request.method === 'POST' ? api : headers);
    done();
  });
}

/**
 * The page with the app's configuration inlined as a JSON data block (not a script the browser
 * runs, so the CSP allows it): the shell paints at once instead of waiting for getconfig.
 */
export function withInlineConfig(html: string, config: unknown, screen?: { locale: Locale; data: ScreenData }): string {
  let block = `<script type="application/json" id="app-config">${inlineJson(config)}</script>`;
  // What the screen in the page was rendered from (http/shell.ts), for the app to start from.
  if (screen) {
    block += `<script type="application/json" id="app-data" data-lang="${screen.locale}">${inlineJson(screen.data)}</script>`;
  }
  // Module scripts run after the whole document is parsed: the block may sit anywhere in it.
  // A function replacement: a `$` in the data (an operator's text) is never read as a pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : `${html}${block}`;
}

/** The member's chosen theme on <html>, so the first paint has it (the app keeps it there after). */
export function withTheme(html: string, theme: 'light' | 'dark' | undefined): string {
  if (!theme) return html;
  return html.replace(/<html lang="([^"]*)">/, (_, lang: string) => `<html lang="${lang}" data-theme="${theme}">`);
}

/** JSON that cannot end the script element it sits in. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The standalone verifier (packages/verify, issue 27) is one page with its script inline, made to
 * be saved and opened from disk; served here too, it runs under a policy of its own: that script
 * only (by hash), and fetch to any server, since checking another server is what it is for.
 */
function standaloneVerifierPolicy(dist: string): string | undefined {
  const file = path.join(dist, 'verify.html');
  if (!fs.existsSync(file)) return undefined;
  const script = /<script>([\s\S]*?)<\/script>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const hash = createHash('sha256').update(script).digest('base64');
  return `default-src 'none';script-src 'sha256-${hash}';style-src 'unsafe-inline';connect-src *;base-uri 'none';form-action 'none';frame-ancestors 'none'`;
}

/**
 * Serves the built web app; any other GET (or HEAD) outside /api is the SPA's index.html, with
 * `inlineConfig`'s answer in it.
 */
export async function serveWeb(app: FastifyInstance, dist: string, data: ShellData): Promise<void> {
  const index = path.join(dist, 'index.html');
  const shells = new PageShells(dist, data, (error) => app.log.error({ err: error }, 'page shell'));
  const pages = new PageEncoder();
  const hasWeb = fs.existsSync(index);
  const verifier = standaloneVerifierPolicy(dist);
  if (hasWeb) {
    // The build writes .br and .gz beside each file (apps/web/precompress.ts): sent as they are to a
    // client that accepts them. The web manifest is served below, with the operator's app name in it.
    serveFiles(app, dist, {
      leaveOut: (name) => name === 'manifest.webmanifest',
      headers: (name): Record<string, string> => {
        // Hashed asset names never change their content: cache them for a year.
        if (name.startsWith('assets/')) return { 'cache-control': 'public, max-age=31536000, immutable' };
        if (verifier && name === 'verify.html') return { 'content-security-policy': verifier };
        // The service worker is checked at every visit, so a release reaches everyone at once.
        if (name === 'sw.js') return { 'cache-control': 'no-cache' };
        return {};
      },
    });
  }
  // The installed app's name is the operator's (issue 28): the built manifest with app_name in it.
  const manifestFile = path.join(dist, 'manifest.webmanifest');
  if (fs.existsSync(manifestFile)) {
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
      const [text, config] = await Promise.all([fs.promises.readFile(manifestFile, 'utf8'), data.config()]);
      const name = (config as { app_name?: string }).app_name?.trim();
      const manifest = JSON.parse(text) as Record<string, unknown>;
      // Cut by characters: 12 UTF-16 units could end in half of an emoji (a lone surrogate).
      if (name) Object.assign(manifest, { name, short_name: Array.from(name).slice(0, 12).join('') });
      return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(JSON.stringify(manifest));
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isPage = isRead && !request.url.toLowerCase().startsWith('/api');
    if (!isPage) return notFound(request, reply);
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm start` or `npm run build`.');
    }
    const file = request.url.split('?')[0] ?? '/';
    // A file that is not there (an old asset, /favicon.ico, /robots.txt) is not a screen: 404, no page.
    const isFile = file.startsWith('/assets/') || /\.[A-Za-z0-9]{1,12}$/.test(file);
    if (isFile) return reply.code(404).type('text/plain').send('Not found');
    // An address the app has no screen for gets the app's "not found" screen, as a 404 (issue 28).
    const known = await shells.knows(request.url);
    // Read on each visit (a rebuild shows at once); the configuration comes from memory.
    const [html, config] = await Promise.all([fs.promises.readFile(index, 'utf8'), data.config()]);
    const visitor = visitorOf(request.headers.cookie, request.headers['accept-language']);
    const shell = await shells.render(html, request.url, config, visitor);
    const screen = shell ? { locale: visitor.locale, data: shell.data } : undefined;
    const page = withTheme(withInlineConfig(shell?.html ?? html, config, screen), visitor.theme);
    const encoded = await pages.encode(page, request.headers['accept-encoding']);
    if (encoded) reply.header('content-encoding', encoded.encoding);
    return (
      reply
        .code(known === false ? 404 : 200)
        .header('cache-control', 'no-cache')
        // The page's screen depends on the visitor's language (their cookie, else their browser's).
        .header('vary', 'cookie, accept-language, accept-encoding')
        .type('text/html; charset=utf-8')
        .send(encoded?.body ?? page)
    );
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page compressed as the browser accepts it (brotli, else gzip): the server-rendered pages are
 * ~24 KB of HTML, ~6 KB compressed, which a slow link feels in the first paint. The last few pages
 * are kept compressed (most visitors get one of a handful), at a quick level, off the event loop.
 */
class PageEncoder {
  private readonly kept = new Map<string, Buffer>();

  async encode(
    page: string,
    accepted: string | undefined,
  ): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | undefined> {
    const encoding = chooseEncoding(accepted);
    if (!encoding) return undefined;
    const key = `${encoding}\n${page}`;
    let body = this.kept.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? await brotli(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzip(page, { level: 6 });
      if (this.kept.size >= 32) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(key, body);
    }
    return { encoding, body };
  }
}
