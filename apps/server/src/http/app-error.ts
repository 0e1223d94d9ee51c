import type { ANSWER, ErrorCode } from '@roundhouse/contract';

/**
 * The one error channel (STYLE.md): services throw this with a catalogue code; the error handler
 * turns it into the envelope with the text in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly errCode: ErrorCode,
    readonly options: {
      params?: Record<string, string | number>;
      /** The field the error is about, for forms. */
      field?: string;
      /** 409 (session invalid) and 403 (frozen) make the client log out. */
      answer?: typeof ANSWER.failed | typeof ANSWER.sessionInvalid | typeof ANSWER.frozen;
    } = {},
  ) {
    super(`AppError ${errCode}`);
  }
}

/**
 * For a `.catch` where the app's own refusal means "no" (a session that is not valid: a visitor):
 * it answers undefined; anything else (the database away) is not a "no" and is thrown on.
 */
export function undefinedIfRefused(error: unknown): undefined {
  if (error instanceof AppError) return undefined;
  throw error;
}
