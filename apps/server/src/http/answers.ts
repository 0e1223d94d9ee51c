import { order } from '@roundhouse/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../modules/metrics/metrics.ts';
import { callerId } from './calls.ts';

/**
 * Every API answer, once (issue 25): into the metrics — its call (the route as registered, so the
 * labels stay few), its result code (1, or the catalogue's error code read from the envelope's
 * first bytes) and its time; an order also counts its legs placed or its refusal — and into the
 * log as one line: call, member id (never a token), result code, status, time. Request lines are
 * at debug level; `sampleEvery` > 0 also writes every n-th one at info (LOG_SAMPLE).
 */
export function watchAnswers(app: FastifyInstance, options: { metrics?: Metrics | undefined; sampleEvery: number }) {
  const { metrics, sampleEvery } = options;
  const codes = new WeakMap<FastifyRequest, string>();
  let answered = 0;
  app.addHook('onSend', (request, _reply, payload, done) => {
    // Only API answers are counted: a page or an asset is not read for a code.
    if (typeof payload === 'string' && request.routeOptions.url?.startsWith('/api/')) {
      codes.set(request, resultCode(payload));
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const call = request.routeOptions.url;
    if (call?.startsWith('/api/')) {
      const code = codes.get(request) ?? `http_${reply.statusCode}`;
      const seconds = reply.elapsedTime / 1000;
      if (metrics) {
        const body = request.body as { order_info?: unknown } | undefined;
        const legs = call === order.path && Array.isArray(body?.order_info) ? body.order_info.length : 0;
        metrics.answered(call, code, seconds, legs);
      }
      answered += 1;
      const sampled = sampleEvery > 0 && answered % sampleEvery === 0;
      if (sampled || debugOn(request)) {
        const line = {
          call,
          member: callerId(request),
          code,
          status: reply.statusCode,
          ms: Math.round(seconds * 1000),
        };
        if (sampled) request.log.info(line, 'answered');
        else request.log.debug(line, 'answered');
      }
    }
    done();
  });
}

/** 1 for a success, the error code of a failure (`{"code":0,"data":{"errCode":N…`), else "other". */
export function resultCode(payload: string): string {
  if (payload.startsWith('{"code":1,')) return '1';
  const found = /"errCode":(\d{1,5})/.exec(payload.slice(0, 120));
  return found?.[1] ?? 'other';
}

/** Whether the request's logger writes debug lines (pino's level check; no line built otherwise). */
function debugOn(request: FastifyRequest): boolean {
  const log = request.log as { isLevelEnabled?: (level: string) => boolean };
  return log.isLevelEnabled?.('debug') ?? false;
}
