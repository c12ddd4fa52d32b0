import type { ValidateHashResponse } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { ideaKeys } from './idea-keys';

// GET /api/ideas/{id}/validate-hash?hash= → { valid: true, idea } or { valid: false, idea: null } (docs/product.md
// "Marketplace and idea detail"; public). A shared link opens the idea's detail only when the server says the hash is
// valid.

export async function validateHash(id: number, hash: string, signal?: AbortSignal): Promise<ValidateHashResponse> {
  const query = new URLSearchParams({ hash }).toString();
  const answer = await apiAnswer(ideasApi.validateHash.responses[200], `/api/ideas/${id}/validate-hash?${query}`, { signal });
  // A yes without its idea reads as an invalid link.
  return answer.valid && answer.idea !== null ? answer : { valid: false, idea: null };
}

export const validateHashQueryOptions = (id: number, hash: string) =>
  queryOptions({
    queryKey: ideaKeys.validateHash(id, hash),
    queryFn: ({ signal }) => validateHash(id, hash, signal),
    retry: shouldRetryUnlessRefused,
  });

export function useValidateHash(link: { id: number; hash: string } | null) {
  return useQuery({
    ...validateHashQueryOptions(link?.id ?? 0, link?.hash ?? ''),
    enabled: link !== null,
  });
}
