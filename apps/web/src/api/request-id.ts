import { useCallback, useState } from 'react';
import { ApiError } from './client';

/** A fresh id for a money-moving request: a retry with the same id moves nothing twice (DESIGN.md §4). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The request id of a money form: kept while the same request is retried, renewed once it went
 * through, or when the server says the id was already spent on another request (3017, e.g. a
 * request that timed out here but went through, then was sent again with another amount).
 */
export function useRequestId(): { id: string; renew: () => void; renewIfSpent: (error: unknown) => void } {
  const [id, setId] = useState(newRequestId);
  const renew = useCallback(() => setId(newRequestId()), []);
  const renewIfSpent = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.errCode === 3017) setId(newRequestId());
  }, []);
  return { id, renew, renewIfSpent };
}
