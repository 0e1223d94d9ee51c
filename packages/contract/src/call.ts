import { text } from './fields.ts';
import { API_LANGS } from './lang.ts';
import type { Permission } from './roles.ts';
import * as z from './zod.ts';

/** An unknown or missing language falls back to English instead of failing the call. */
export const apiLangSchema = z.enum(API_LANGS).catch('en');

/** Every call's body carries these (SPEC.md §7); the token may also come as a Bearer header. */
export const commonBody = {
  lang: apiLangSchema.optional(),
  token: text(200).optional(),
};

/**
 * `optional`: public, but a valid token makes the answer personal (trend). `staff`: the operator
 * console; the call's `permission` decides which staff roles may make it (roles.ts).
 */
export type Access = 'public' | 'optional' | 'user' | 'staff';

export interface CallDef<
  B extends z.ZodObject = z.ZodObject,
  D extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** The path as SPEC.md §7 writes it; the server routes it case-insensitively. */
  path: string;
  access: A;
  /** Staff calls only: what the caller's role must allow. */
  permission?: Permission;
  /**
   * A member's own play or money (orders, recharges, withdrawals, their destinations, products):
   * staff accounts are refused with 3061 (staff never play or move their own money).
   */
  membersOnly?: true;
  /** A staff call that a session may make before it has passed the second factor (issue 23). */
  beforeSecondFactor?: true;
  /**
   * Step-up (issue 23): the call carries `confirm`, a fresh code from the staff member's
   * authenticator app (or their password where they have none). `always`: every time; `large`:
   * when what it changes is large or dangerous (a big payout, new odds), which its service decides.
   */
  stepUp?: 'always' | 'large';
  /**
   * A public read that any page may make from any origin (the verifier's calls, issue 27): its
   * answers carry `Access-Control-Allow-Origin: *` and its preflight is answered. Never with a token.
   */
  crossOrigin?: true;
  summary: string;
  body: B;
  data: D;
}

/** The field a step-up call carries (CallDef.stepUp): a 6-digit code, a recovery code or a password. */
export const stepUpBody = { confirm: text(64).optional() };

/** A body with no fields of the call's own (only the common ones). */
type NoFields = Record<never, never>;

/**
 * What a module writes of a call besides its path and access (and, for staff, its permission); a
 * call with no body fields of its own leaves `body` out.
 */
type CallText<B extends z.ZodRawShape, D extends z.ZodType> = Omit<
  CallDef<z.ZodObject, D>,
  'body' | 'path' | 'access'
> & {
  body?: B;
};

/** A call as its module writes it: the body's fields only (the common ones are added here). */
export function defineCall<D extends z.ZodType, A extends Access, B extends z.ZodRawShape = NoFields>(
  path: string,
  access: A,
  def: CallText<B, D>,
): CallDef<z.ZodObject<B & typeof commonBody>, D, A> {
  return { ...def, path, access, body: z.object({ ...(def.body as B), ...commonBody }) };
}

/** A console call: what the caller's role must allow (roles.ts). */
export function staffCall<D extends z.ZodType, B extends z.ZodRawShape = NoFields>(
  path: string,
  permission: Permission,
  def: Omit<CallText<B, D>, 'permission'>,
): CallDef<z.ZodObject<B & typeof commonBody>, D, 'staff'> {
  return defineCall(path, 'staff', { ...def, permission });
}

export type CallBody<C extends CallDef> = Omit<z.input<C['body']>, 'lang' | 'token'>;
export type CallData<C extends CallDef> = z.output<C['data']>;

/** The calls among `exports` (a module's, its schemas and constants left out) whose access is one of `A`. */
export type CallsIn<T, A extends Access> = {
  [K in keyof T as T[K] extends { path: string; access: A; summary: string } ? K : never]: T[K];
};

/** Picks a module's calls by access, named as the module exports them. */
export function callsIn<T extends object, A extends Access>(exports: T, accesses: readonly A[]): CallsIn<T, A> {
  const isCall = (v: unknown): v is CallDef =>
    typeof v === 'object' && v !== null && 'path' in v && 'summary' in v && 'access' in v;
  return Object.fromEntries(
    Object.entries(exports).filter(([, v]) => isCall(v) && (accesses as readonly Access[]).includes(v.access)),
  ) as CallsIn<T, A>;
}
