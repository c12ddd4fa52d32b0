import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageOf } from '../utils/auth-response';
import { authKeys } from './auth-keys';

// GET /api/auth/verify/{token} → { message }: the link of the verification email (docs/product.md "Accounts and
// sessions").

export async function verifyEmail(token: string, signal?: AbortSignal): Promise<{ message: string | undefined }> {
  const body = await apiRequest<unknown>(`/api/auth/verify/${encodeURIComponent(token)}`, { signal });
  return { message: messageOf(body) };
}

/**
 * A query, not a mutation, so the page's request is made once however often it renders or mounts (React's strict
 * mode mounts twice). A token works once, so a failure is final: no retry, and the answer is kept.
 */
export const emailVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.emailVerification(token),
    queryFn: ({ signal }) => verifyEmail(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useEmailVerification(token: string | null) {
  return useQuery({ ...emailVerificationQueryOptions(token ?? ''), enabled: token !== null });
}
