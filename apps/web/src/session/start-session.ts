import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../state/session';
import { currentUserKey } from './current-user';

/** Login and register both answer a token: store it and load the member (SPEC.md §4). */
export async function startSession(queryClient: QueryClient, token: string): Promise<void> {
  useSession.getState().logIn(token);
  await queryClient.invalidateQueries({ queryKey: currentUserKey });
}
