import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** What the docs' page runs inline, by hash, for the Content-Security-Policy (http/web.ts). */
export interface DocsCsp {
  script: string[];
  style: string[];
}

/** Headers of the inner answer that the outer one sets itself. */
const OWN_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The hashes of the docs page's inline scripts, as the UI plugin ships them: read from its folder,
 * not by loading it (that is what `serveDocs` puts off).
 */
export function docsCsp(): DocsCsp {
  const ui = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui'));
  return JSON.parse(fs.readFileSync(path.join(ui, 'static', 'csp.json'), 'utf8')) as DocsCsp;
}

/**
 * The API's documentation under /docs (demo mode, or API_DOCS=true), made on its first visit: the
 * OpenAPI plugin and its UI, with the YAML library they load, were a tenth of every warm restart for
 * a page few open. They run in a Fastify instance of their own, never listening, which `describe`
 * gives the same calls as the app (their schemas are what the document shows); /docs and everything
 * below it is answered from there.
 */
export function serveDocs(
  app: FastifyInstance,
  options: Pick<FastifyServerOptions, 'routerOptions' | 'schemaController'> & {
    describe: (docs: FastifyInstance) => void;
  },
): void {
  const { describe, ...fastifyOptions } = options;
  let made: Promise<FastifyInstance> | undefined;
  const make = async () => {
    const [{ default: swagger }, { default: swaggerUi }, { jsonSchemaTransform }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
      import('fastify-type-provider-zod'),
    ]);
    const docs = Fastify({ ...fastifyOptions, logger: false });
    await docs.register(swagger, {
      openapi: {
        info: {
          title: 'Roundhouse API',
          version: '0.1.0',
          description:
            'Every call is POST with a JSON body carrying `lang` (en, chs, cht) and `token`, and answers ' +
            '`{ code, data, info }`: code 1 is success; code 0 carries `data.errCode` from the catalogue; ' +
            'code 409 (session invalid) and 403 (account frozen) mean log in again.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
    describe(docs);
    await docs.ready();
    return docs;
  };
  const answer = async (request: { method: string; url: string; headers: Record<string, unknown> }) => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    const docs = await made;
    return docs.inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers as Record<string, string>,
    });
  };
  for (const url of ['/docs', '/docs/*']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const sent = await answer(request);
      for (const [name, value] of Object.entries(sent.headers)) {
        if (!OWN_HEADERS.has(name) && value !== undefined) reply.header(name, value);
      }
      reply.code(sent.statusCode);
      return sent.rawPayload.length > 0 ? reply.send(sent.rawPayload) : reply.send();
    });
  }
}
