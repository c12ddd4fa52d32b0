import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DeletedIdea } from '../types';
import { parseDeletedIdeas } from '../utils/deleted-ideas-response';
import { deletedIdeasKeys } from './deleted-ideas-keys';

// GET /api/admin/deleted-ideas (ADMIN) → { deletedIdeas }, newest first (spec 001 §7).

export async function getDeletedIdeas(signal?: AbortSignal): Promise<DeletedIdea[]> {
  return parseDeletedIdeas(await apiRequest<unknown>('/api/admin/deleted-ideas', { signal }));
}

export const deletedIdeasQueryOptions = () =>
  queryOptions({
    queryKey: deletedIdeasKeys.list(),
    queryFn: ({ signal }) => getDeletedIdeas(signal),
    // Ideas are deleted from the Ideas section, which does not know this list: read it again each time it opens.
    staleTime: 0,
  });

export function useDeletedIdeas() {
  return useQuery(deletedIdeasQueryOptions());
}
