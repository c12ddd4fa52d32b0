import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/ideas/{originalId}/documents → { documents }: a saved platform idea's own documents, which the workspace
// shows next to the member's (saving copies the idea's fields only; docs/decisions.md).

export async function getPlatformDocuments(ideaId: number, signal?: AbortSignal): Promise<IdeaDocumentView[]> {
  const answer = await apiRequest<{ documents?: unknown } | null>(`/api/ideas/${ideaId}/documents`, { signal });
  return Array.isArray(answer?.documents) ? (answer.documents as IdeaDocumentView[]) : [];
}

export const platformDocumentsQueryOptions = (ideaId: number) =>
  queryOptions({
    queryKey: workspaceKeys.platformDocuments(ideaId),
    queryFn: ({ signal }) => getPlatformDocuments(ideaId, signal),
  });

export function usePlatformDocuments(ideaId: number | null) {
  return useQuery({ ...platformDocumentsQueryOptions(ideaId ?? 0), enabled: ideaId !== null });
}
