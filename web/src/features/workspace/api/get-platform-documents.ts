import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/ideas/{originalId}/documents → { documents }: a saved platform idea's own documents, which the workspace
// shows next to the member's (saving copies the idea's fields only; docs/decisions.md).

export async function getPlatformDocuments(ideaId: number, signal?: AbortSignal): Promise<IdeaDocumentView[]> {
  return (await apiAnswer(ideasApi.documents.responses[200], `/api/ideas/${ideaId}/documents`, { signal })).documents;
}

export const platformDocumentsQueryOptions = (ideaId: number) =>
  queryOptions({
    queryKey: workspaceKeys.platformDocuments(ideaId),
    queryFn: ({ signal }) => getPlatformDocuments(ideaId, signal),
  });

export function usePlatformDocuments(ideaId: number | null) {
  return useQuery({ ...platformDocumentsQueryOptions(ideaId ?? 0), enabled: ideaId !== null });
}
