import { queryOptions } from '@tanstack/react-query';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { ideaKeys } from './idea-keys';

// GET /api/ideas/{id}/hash → { hash } (docs/product.md "Marketplace and idea detail"): the key of a share link. Needs a
// verified email, and PREMIUM for a premium idea (403 otherwise). The hash of an idea never changes, so it is kept for
// the session.

export async function getIdeaHash(id: number, signal?: AbortSignal): Promise<string> {
  return (await apiAnswer(ideasApi.shareHash.responses[200], `/api/ideas/${id}/hash`, { signal })).hash;
}

export const ideaHashQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ideaKeys.hash(id),
    queryFn: ({ signal }) => getIdeaHash(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetryUnlessRefused,
  });
