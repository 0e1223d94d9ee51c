import type { ApiLang, CallDef } from '@roundhouse/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthService, SessionUser } from '../modules/auth/auth.service.ts';
import { AppError } from './app-error.ts';
import { requestLang } from './envelope.ts';

export interface CallContext<B> {
  body: B;
  lang: ApiLang;
  ip: string;
  /** The logged-in user, present on `user` and `operator` calls (and `optional` ones with a token). */
  user: SessionUser;
  request: FastifyRequest;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Registers one call of the contract: its body schema validates the request (errCode 1001 on a
 * violation), its access level decides authentication, and the handler's result becomes `data`.
 */
export function registerCall<B extends z.ZodObject, D extends z.ZodType>(
  app: FastifyInstance,
  auth: AuthService,
  call: CallDef<B, D>,
  handler: (ctx: CallContext<z.output<B>>) => Promise<z.input<D>>,
): void {
  app.post(
    call.path,
    {
      schema: { body: call.body, summary: call.summary, tags: [call.path.split('/')[2] ?? 'api'] },
      // An empty body is an empty object: most calls have no fields besides lang and token.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request) => {
      const body = request.body as z.output<B> & { token?: string };
      let user = undefined as unknown as SessionUser;
      const token = body.token || bearer(request);
      if (call.access === 'user' || call.access === 'operator') {
        user = await auth.authenticate(token);
        if (call.access === 'operator' && user.role !== 'operator') throw new AppError(3004);
      } else if (call.access === 'optional' && token) {
        user = await auth.authenticate(token).catch(() => undefined as unknown as SessionUser);
      }
      const data = await handler({ body, lang: requestLang(request), ip: request.ip, user, request });
      return { code: 1, data: data ?? {}, info: 'ok' };
    },
  );
}
