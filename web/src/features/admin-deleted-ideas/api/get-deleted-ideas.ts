import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import type { DeletedIdea } from '../types';
import { deletedIdeasKeys } from './deleted-ideas-keys';

// GET /api/admin/deleted-ideas (ADMIN) → { deletedIdeas }, newest first (docs/product.md "Admin: Deleted Ideas").

export async function getDeletedIdeas(signal?: AbortSignal): Promise<DeletedIdea[]> {
  const { deletedIdeas } = await apiAnswer(adminIdeasApi.deleted.responses[200], '/api/admin/deleted-ideas', { signal });
  // The schema lets through only rows with exactly one of the three ids set: it says the idea's source.
  return deletedIdeas.map(({ id, ideaId, ugiId, ugp2pId, title, description, deletedAt }) => ({
    id,
    ...(ugiId !== null ? { source: 'UGI', ideaId: ugiId } : ugp2pId !== null ? { source: 'UGP2P', ideaId: ugp2pId } : { source: 'FD', ideaId: ideaId! }),
    title,
    description,
    deletedAt,
  }));
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
