import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from './envelope.ts';

/**
 * Security headers on every answer (@fastify/helmet): a strict Content-Security-Policy that the
 * built app passes (no inline script; the API docs' inline scripts by hash only), no framing by
 * other sites, no MIME sniffing, no referrer to other origins; HSTS only when TLS is in front.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const docs = (app as FastifyInstance & { swaggerCSP: { script: string[]; style: string[] } }).swaggerCSP;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...docs.script],
        // Inline style attributes (antd-mobile's positioning), never inline script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The support page frames the operator's configured support link (kefu_url).
        frameSrc: ['https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.TRUST_PROXY ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The API is called from our own origin only; nothing else needs to be isolated further.
    crossOriginEmbedderPolicy: false,
  });
}

/** Serves the built web app; any other GET (or HEAD) outside /api is the SPA's index.html. */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<void> {
  const index = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    // The build writes .br and .gz beside each asset (apps/web/precompress.ts): sent as they are
    // to a client that accepts them, with Content-Encoding and Vary set.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
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
    const isAsset = file.startsWith('/assets/');
    if (isAsset) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
  });
  if (hasWeb) {
    app.addHook('onSend', async (request, reply, payload) => {
      // Hashed asset names never change their content: cache them for a year.
      if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
      return payload;
    });
  }
}
