import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useAuthActions, useAuthStatus } from '../../../lib/session/auth-store';
import type { AuthUser } from '../../../lib/session/auth-user';
import { parseUserEnvelope } from '../utils/auth-response';
import { authKeys } from './auth-keys';

// GET /api/auth/verify (bearer token) → { user }: who the stored token belongs to (docs/product.md "Accounts and
// sessions").

export async function getSession(signal?: AbortSignal): Promise<AuthUser> {
  const user = parseUserEnvelope(await apiRequest<unknown>('/api/auth/verify', { signal }));
  if (!user) throw new Error('Invalid server response: Missing user data');
  return user;
}

const MAX_RETRIES = 2;

/** Only a failure that may pass (no answer, a 5xx) is worth a retry; the server's "no" is final. */
export function shouldRetrySession(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The session as the server sees it. Fresh until something changes it: login and registration seed it, profile
 * changes update it, and `useRefreshSession` (after email verification or a payment) fetches it again.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetrySession,
  });

/**
 * Mounted once, for the whole app: verifies a stored token at start-up and keeps the auth store in step with the
 * session query. A failed start-up verify signs out and forgets the token. Later, a 401 to any call,
 * this one included, ends the session where the app reacts to refused sessions (app/session-ended.ts); any other
 * failure says nothing about the session (a server briefly away).
 */
export function useSessionVerification(): void {
  const status = useAuthStatus();
  const { signedIn, signedOut } = useAuthActions();
  const { data, error } = useQuery({ ...sessionQueryOptions(), enabled: status !== 'signed-out' });

  useEffect(() => {
    if (data) signedIn(data);
  }, [data, signedIn]);

  useEffect(() => {
    if (error && status === 'verifying') signedOut();
  }, [error, status, signedOut]);
}

/** Asks the server again who is signed in (say, once the email is verified). Does nothing while signed out. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: authKeys.session() }), [queryClient]);
}
