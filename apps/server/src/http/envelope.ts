import { type ApiLang, errorText, type Failure, toApiLang } from '@roundhouse/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseBusy } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { discardBody } from './limits.ts';
import { LogRepeats } from './log-repeats.ts';

/** The language of a request: `lang` in the body, else English (it may be all we can read). */
export function requestLang(request: FastifyRequest): ApiLang {
  const body = request.body as { lang?: unknown } | null | undefined;
  return toApiLang(body && typeof body === 'object' ? body.lang : undefined);
}

export function failure(error: AppError, lang: ApiLang): Failure {
  const { params, field, answer = 0 } = error.options;
  const data: Failure['data'] = { errCode: error.errCode };
  if (field) data.field = field;
  return { code: answer, data, info: errorText(error.errCode, lang, params) };
}

/**
 * Every failure becomes an HTTP 200 envelope (DESIGN.md §4): catalogue errors as thrown, schema
 * violations and unreadable bodies as 1001 naming the field, anything unexpected as 1014 with no
 * internals (and its stack in the log). Nothing answers 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  const busyLog = new LogRepeats();
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) return reply.code(200).send(failure(error, lang));

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      const body = failure(new AppError(1001, { field }), lang);
      return reply.code(200).send({ ...body, info: `${body.info}: ${field}` });
    }

    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Read the rest of the body (bounded) before answering: a client still sending gets this
      // answer, not a broken pipe (issue 22, fault 15).
      const whole = await discardBody(request);
      if (whole) reply.removeHeader('connection');
      const body = failure(new AppError(1001, { field: 'body' }), lang);
      return reply.code(413).send({ ...body, info: `${body.info}: body too large` });
    }

    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body too large: the request itself is unusable.
      request.log.info({ err: error }, 'unusable request');
      const body = failure(new AppError(1001, { field: 'body' }), lang);
      return reply.code(200).send({ ...body, info: `${body.info}: body` });
    }

    if (isStaleRetry(error)) {
      // A retry whose request key retention removed: the money table's own unique (member,
      // request id) refused it, so it is never applied twice (issue 25).
      return reply.code(200).send(failure(new AppError(3081, { field: 'request_id' }), lang));
    }

    if (error instanceof DatabaseBusy) {
      // A full pool or a database away for a moment: the client waits and tries again. Under load
      // every request ends here: one line per window, with how many it stands for.
      const logged = busyLog.take('database busy');
      if (logged) request.log.warn({ err: error }, LogRepeats.say('database busy', logged.skipped));
      return reply
        .code(200)
        .header('retry-after', '1')
        .send(failure(new AppError(1014), lang));
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.code(200).send(failure(new AppError(1014), lang));
  });
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request);
  const body = failure(new AppError(1001, { field: 'path' }), lang);
  return reply.code(404).send({ ...body, info: `${body.info}: ${request.method} ${request.url.split('?')[0]}` });
}

/** A unique violation of a money table's (member, request id): ledger_txns_request, deposits_request, … */
function isStaleRetry(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && constraint.endsWith('_request');
}
