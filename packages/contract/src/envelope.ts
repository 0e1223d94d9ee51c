import { z } from 'zod';

/** `code` values of the envelope (DESIGN.md §4). */
export const ANSWER = { ok: 1, failed: 0, sessionInvalid: 409, frozen: 403 } as const;

export type Success<D> = { code: 1; data: D; info: string };
export type Failure = {
  code: 0 | 409 | 403;
  data: { errCode: number; field?: string };
  info: string;
};
export type Envelope<D> = Success<D> | Failure;

export function envelopeSchema<D extends z.ZodType>(data: D) {
  return z.union([
    z.object({ code: z.literal(1), data, info: z.string() }),
    z.object({
      code: z.union([z.literal(0), z.literal(403), z.literal(409)]),
      data: z.object({ errCode: z.number().int(), field: z.string().optional() }),
      info: z.string(),
    }),
  ]);
}
