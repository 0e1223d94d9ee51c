import type { ApiLang, CallBody, CallData, CallDef } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';

export interface Failed {
  errCode: number;
  field?: string;
  /** The envelope's code: 0, or 409 / 403 for a session the client must drop. */
  code: number;
  info: string;
}

/**
 * Calls of the contract the way the web client makes them (typed body, typed answer):
 * `ok` answers the data of a success and fails the test otherwise; `fail` answers the failure.
 */
export interface Caller {
  ok<C extends CallDef>(call: C, body: CallBody<C> & { lang?: ApiLang }): Promise<CallData<C>>;
  fail<C extends CallDef>(call: C, body: Partial<CallBody<C>> | Record<string, unknown>): Promise<Failed>;
}

async function post(app: FastifyInstance, path: string, body: unknown, token: string | undefined) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(token ? { ...(body as object), token } : body),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode}: ${response.body}`);
  return response.json() as { code: number; data: unknown; info: string };
}

export function caller(app: FastifyInstance, token?: string): Caller {
  return {
    async ok(call, body) {
      const answer = await post(app, call.path, body, token);
      if (answer.code !== 1) throw new Error(`${call.path} failed: ${JSON.stringify(answer)}`);
      return answer.data as never;
    },
    async fail(call, body) {
      const answer = await post(app, call.path, body, token);
      if (answer.code === 1) throw new Error(`${call.path} succeeded: ${JSON.stringify(answer)}`);
      const data = answer.data as { errCode: number; field?: string };
      return { ...data, code: answer.code, info: answer.info };
    },
  };
}
