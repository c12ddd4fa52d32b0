import { MONTHLY_DOCUMENT_IDEA_LIMIT } from '@app/domain/workspace/limits';
import type { DocumentStats } from '@app/domain/workspace/workspace-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/users/document-stats → { uniqueIdeasWithDocs, limit } for this UTC month (spec 000 §3 Document stats).

export async function getDocumentStats(signal?: AbortSignal): Promise<DocumentStats> {
  const answer = await apiRequest<Partial<DocumentStats> | null>('/api/users/document-stats', { signal });
  return {
    uniqueIdeasWithDocs: typeof answer?.uniqueIdeasWithDocs === 'number' ? answer.uniqueIdeasWithDocs : 0,
    // Spec 000 §5: 100 when the server gives none.
    limit: typeof answer?.limit === 'number' ? answer.limit : MONTHLY_DOCUMENT_IDEA_LIMIT,
  };
}

export const documentStatsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.documentStats(),
    queryFn: ({ signal }) => getDocumentStats(signal),
  });

export function useDocumentStats() {
  return useQuery(documentStatsQueryOptions());
}
