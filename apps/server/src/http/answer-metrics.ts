import { order } from '@roundhouse/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../modules/metrics/metrics.ts';

/**
 * Every API answer into the metrics (issue 25): its call (the route as registered, so the labels
 * stay few), its result code — 1, or the catalogue's error code read from the envelope's first
 * bytes — and its time; an order also counts its legs placed or its refusal.
 */
export function recordAnswers(app: FastifyInstance, metrics: Metrics): void {
  const codes = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload === 'string') codes.set(request, resultCode(payload));
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const call = request.routeOptions.url;
    if (call?.startsWith('/api/')) {
      const code = codes.get(request) ?? `http_${reply.statusCode}`;
      const body = request.body as { order_info?: unknown } | undefined;
      const legs = call === order.path && Array.isArray(body?.order_info) ? body.order_info.length : 0;
      metrics.answered(call, code, reply.elapsedTime / 1000, legs);
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
