import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { ideaKeys } from './idea-keys';

// GET /api/ideas/{id}/hash → { hash } (spec 000 §7): the key of a share link. Needs a verified email, and PREMIUM
// for a premium idea (403 otherwise). The hash of an idea never changes, so it is kept for the session.

export const INVALID_HASH_RESPONSE = 'Invalid response format from server';

export async function getIdeaHash(id: number, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<{ hash?: unknown }>(`/api/ideas/${id}/hash`, { signal });
  if (typeof answer?.hash !== 'string' || answer.hash === '') throw new Error(INVALID_HASH_RESPONSE);
  return answer.hash;
}

export const ideaHashQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ideaKeys.hash(id),
    queryFn: ({ signal }) => getIdeaHash(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetryUnlessRefused,
  });
