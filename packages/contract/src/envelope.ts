/** `code` values of the envelope (DESIGN.md §4). */
export const ANSWER = { ok: 1, failed: 0, sessionInvalid: 409, frozen: 403 } as const;

export type Success<D> = { code: 1; data: D; info: string };
export type Failure = {
  code: 0 | 409 | 403;
  data: { errCode: number; field?: string };
  info: string;
};
export type Envelope<D> = Success<D> | Failure;
