import { useCallback, useState } from 'react';
import { ApiError } from './client';

/** A fresh id for a money-moving request: a retry with the same id moves nothing twice (DESIGN.md §4). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request id of a money form (useRequestId). */
export interface RequestId {
  /**
   * Sends the form's request under this id and answers what the call answers: the id is renewed once
   * the request went through, or when the server says it was spent on another request (3017, e.g. a
   * request that timed out here but went through, then was sent again with another amount); kept for
   * a retry after any other failure, which is thrown on (the client has shown why).
   */
  send: <T>(call: (id: string) => Promise<T>) => Promise<T>;
}

/** The request id of a money form: kept while the same request is retried, renewed as `send` says. */
export function useRequestId(): RequestId {
  const [id, setId] = useState(newRequestId);
  const send = useCallback(
    async <T>(call: (id: string) => Promise<T>): Promise<T> => {
      try {
        const answer = await call(id);
        setId(newRequestId());
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.errCode === 3017) setId(newRequestId());
        throw error;
      }
    },
    [id],
  );
  return { send };
}
