import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '../api/auth-keys';
import { sessionQueryOptions } from '../api/get-session';
import { useAuthActions } from '../../../lib/session/auth-store';
import type { AuthSession } from '../../../lib/session/auth-user';

/**
 * After login or registration: keep the token, set the user, and seed the session query so it is not fetched again.
 * Everything else cached was read as someone else (or nobody), so it is refetched as this user.
 */
export function useStartSession(): (session: AuthSession) => void {
  const queryClient = useQueryClient();
  const { signedIn } = useAuthActions();
  return useCallback(
    ({ token, user }: AuthSession) => {
      signedIn(user, token);
      queryClient.setQueryData(sessionQueryOptions().queryKey, user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    },
    [queryClient, signedIn],
  );
}
