import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Locale, ScreenData } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from './envelope.ts';
import { PageShells, type ShellData, visitorOf } from './shell.ts';

/**
 * Security headers on every answer, computed once (helmet's set, without its per-request work): a
 * strict Content-Security-Policy that the built app passes (no inline script; the API docs' inline
 * scripts by hash only), no framing by other sites, no MIME sniffing, no referrer to other origins;
 * HSTS only when TLS is in front.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  // The API docs' inline scripts, when the docs are served (demo mode or API_DOCS=true).
  const docs = (app as FastifyInstance & { swaggerCSP?: { script: string[]; style: string[] } }).swaggerCSP ?? {
    script: [],
    style: [],
  };
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

/** JSON that cannot end the script element it sits in. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Serves the built web app; any other GET (or HEAD) outside /api is the SPA's index.html, with
 * `inlineConfig`'s answer in it.
 */
export async function serveWeb(app: FastifyInstance, dist: string, data: ShellData): Promise<void> {
  const index = path.join(dist, 'index.html');
  const shells = new PageShells(dist, data, (error) => app.log.error({ err: error }, 'page shell'));
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    // The build writes .br and .gz beside each asset (apps/web/precompress.ts): sent as they are
    // to a client that accepts them, with Content-Encoding and Vary set.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      // One route per file that exists at boot; its .br and .gz copies are found beside it when it
      // is served (preCompressed), so they need no routes of their own (a third of the routes, and of
      // the router's work at start: issue 9's warm restart).
      // The web manifest is served below, with the operator's app name in it.
      globIgnore: ['**/*.br', '**/*.gz', 'manifest.webmanifest'],
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Hashed asset names never change their content: cache them for a year.
      setHeaders: (response, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (file.endsWith(`${path.sep}sw.js`)) {
          // The service worker is checked at every visit, so a release reaches everyone at once.
          response.header('cache-control', 'no-cache');
        }
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
      if (name) Object.assign(manifest, { name, short_name: name.slice(0, 12) });
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
    return (
      reply
        .code(known === false ? 404 : 200)
        .header('cache-control', 'no-cache')
        // The page's screen depends on the visitor's language (their cookie, else their browser's).
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(withInlineConfig(shell?.html ?? html, config, screen))
    );
  });
}
