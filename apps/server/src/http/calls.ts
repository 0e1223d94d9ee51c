import { type Access, type ApiLang, type CallDef, can, PATHS, type Role } from '@roundhouse/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { AppError, undefinedIfRefused } from './app-error.ts';
import { requestLang } from './envelope.ts';
import { type JsonText, successJson } from './json-text.ts';
import { bodyLimitOf } from './limits.ts';

/** The member behind a valid session token. */
export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  level: number;
  sessionId: string;
  /** An operator reset a password: only the calls that change it (and read the member) answer. */
  mustChange: boolean;
  /** Staff: a second factor is enrolled; this session has passed it (issue 23). */
  totpEnabled: boolean;
  secondFactor: boolean;
}

/** Turns a token into its member or throws (409 invalid, 403 frozen): the auth module's service. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<SessionUser>;
  /** A staff session that must pass its second factor before a console call (issue 23). */
  secondFactorNeeded?: (user: SessionUser) => boolean;
  /** A member whose sign-in still waits for the code from their app (issue 23): only loginCode answers. */
  memberCodeNeeded?: (user: SessionUser) => boolean;
  /** Step-up (issue 23): checks a fresh code (or the password) sent as `confirm`, or throws. */
  stepUp?: (user: SessionUser, confirm: string | undefined) => Promise<void>;
}

/** Who a handler sees, by the call's access level: always a member, maybe one, or nobody. */
export type UserOf<A extends Access> = A extends 'user' | 'staff'
  ? SessionUser
  : A extends 'optional'
    ? SessionUser | undefined
    : undefined;

export interface CallContext<B, A extends Access> {
  body: B;
  lang: ApiLang;
  ip: string;
  user: UserOf<A>;
  request: FastifyRequest;
  /**
   * A `stepUp: 'large'` call's service asks for the step-up here when the change is large (before
   * its transaction: the check writes through the pool); `always` calls pass it before the handler.
   */
  stepUp: () => Promise<void>;
}

/** Registers one call of the contract with its handler (what each module's routes file receives). */
export type RegisterCall = <B extends z.ZodObject, D extends z.ZodType, A extends Access>(
  call: CallDef<B, D, A>,
  handler: (ctx: CallContext<z.output<B>, A>) => Promise<z.input<D> | JsonText<z.input<D>>>,
) => void;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The success envelope of a call, for OpenAPI and (in tests) for checking every answer. */
function successEnvelope(data: z.ZodType) {
  return z.object({ code: z.literal(1), data, info: z.string() });
}

/**
 * The one place calls are registered and members authenticated. Each call's body schema validates
 * the request (1001 naming the field), its access level decides authentication, and the handler's
 * result becomes `data`. Its answer schema documents the call in OpenAPI; with `checkAnswers` (the
 * tests) every answer is also checked against it, so the server cannot drift from the contract the
 * web client is typed by.
 */
export function callRegistrar(
  app: FastifyInstance,
  auth: Authenticator,
  options: { checkAnswers: boolean },
): RegisterCall {
  return (call, handler) => {
    const answer = successEnvelope(call.data);
    if (call.crossOrigin) answerAnyOrigin(app, call.path);
    app.post(
      call.path,
      {
        ...(call.crossOrigin ? { onSend: anyOrigin } : {}),
        // What the contract allows this call to send, no more (a long article, not 64 KB for all).
        bodyLimit: bodyLimitOf(call),
        schema: {
          body: call.body,
          response: { 200: answer },
          summary: call.summary,
          tags: [call.path.split('/')[2]?.toLowerCase() ?? 'api'],
        },
        // Failures share the 200 status with successes: answers are written as they are (a success
        // copying what is written already), and the answer schema above is for the documentation
        // (and checked below, in tests).
        serializerCompiler: () => (payload) => {
          const envelope = payload as { code?: unknown; data?: unknown };
          return envelope.code === 1 ? successJson(envelope.data) : JSON.stringify(payload);
        },
        // An empty body is an empty object: most calls have no fields besides lang and token. A
        // console call authenticates before its body is validated, so that nobody but permitted
        // staff learns anything from it, not even which fields it takes; a member's money call
        // does the same, so that staff are refused whatever they send.
        preValidation: async (request) => {
          if (request.body === undefined || request.body === null) request.body = {};
          if (call.access === 'staff' || call.membersOnly) {
            const sent = typeof request.body === 'object' ? (request.body as { token?: unknown }).token : undefined;
            const token = typeof sent === 'string' && sent !== '' ? sent : bearer(request);
            userOf.set(
              request,
              call.access === 'staff' ? await staff(auth, call, token) : await authenticate(auth, call, token),
            );
          }
        },
      },
      async (request) => {
        const body = request.body as z.output<typeof call.body> & { token?: string };
        const user = userOf.has(request)
          ? userOf.get(request)
          : await authenticate(auth, call, body.token || bearer(request));
        if (user) memberOf.set(request, user.id);
        const stepUp = async () => {
          if (!user || !auth.stepUp) throw new Error(`${call.path} asked for a step-up it cannot have`);
          await auth.stepUp(user, (body as { confirm?: string }).confirm);
        };
        if (call.stepUp === 'always') await stepUp();
        const data = await handler({
          body,
          lang: requestLang(request),
          ip: request.ip,
          user: user as UserOf<typeof call.access>,
          request,
          stepUp,
        });
        const envelope = { code: 1 as const, data: data ?? {}, info: 'ok' };
        if (options.checkAnswers) {
          const checked = answer.safeParse(JSON.parse(successJson(envelope.data)));
          if (!checked.success) {
            throw new Error(`${call.path} answered outside its contract: ${checked.error.message}`);
          }
        }
        return envelope;
      },
    );
  };
}

/**
 * A public read any page may make (CallDef.crossOrigin; the verifier's verify.html opened from
 * disk, issue 27): answers, refusals included, say any origin may read them; never with cookies.
 */
async function anyOrigin(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('access-control-allow-origin', '*');
  return payload;
}

/** The browser's preflight of a cross-origin JSON POST. */
function answerAnyOrigin(app: FastifyInstance, path: string): void {
  app.options(path, async (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600');
    return reply.send();
  });
}

/** The calls a member whose password an operator reset may still make: the ones that change it. */
const WHILE_MUST_CHANGE = new Set<string>([PATHS.getuserinfo, PATHS.logout, PATHS.repasswd, PATHS.resetpaypwd]);

/** The account a call was made by, for its log line (issue 25): an id, never a token. */
const memberOf = new WeakMap<FastifyRequest, number>();

export function callerId(request: FastifyRequest): number | undefined {
  return memberOf.get(request);
}

/** Who made a call that authenticates before its body is validated (console and money calls). */
const userOf = new WeakMap<FastifyRequest, SessionUser | undefined>();

async function authenticate(auth: Authenticator, call: CallDef, token: string | undefined) {
  if (call.access === 'public') return undefined;
  if (call.access === 'optional') {
    // Not a valid session (the auth module's refusal): a visitor. Anything else (the database
    // away) is "busy, try again", never an answer as if nobody had asked.
    const user = token ? await auth.authenticate(token).catch(undefinedIfRefused) : undefined;
    return user && auth.memberCodeNeeded?.(user) ? undefined : user;
  }
  const user = await auth.authenticate(token);
  if (!call.beforeSecondFactor && auth.memberCodeNeeded?.(user)) throw new AppError(3070);
  if (user.mustChange && !WHILE_MUST_CHANGE.has(call.path)) throw new AppError(3007);
  // Staff never play or move their own money (issue 22, fault 3).
  if (call.membersOnly && user.role !== 'user') throw new AppError(3061);
  return user;
}

/** A console call: a member gets 3004, staff whose role lacks the call's permission 3006. */
async function staff(auth: Authenticator, call: CallDef, token: string | undefined): Promise<SessionUser> {
  const user = await auth.authenticate(token);
  if (user.role === 'user') throw new AppError(3004);
  if (!call.permission || !can(user.role, call.permission)) throw new AppError(3006);
  // Staff's second factor (issue 23): only the calls that set it up or pass it answer before it.
  if (!call.beforeSecondFactor && auth.secondFactorNeeded?.(user)) throw new AppError(3070);
  return user;
}
