import type { WorkspaceCollections } from '@app/domain/workspace/workspace-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/collections (signed in) → { ideas, ugp2pIdeas, ugiIdeas, documents by type, powerUps by type }
// (spec 000 §3 Workspace collection response). The marketplace reads it too: to find the copy of a saved idea.

export const WORKSPACE_DATA_FAILED = 'Failed to fetch workspace data';

export async function getCollections(signal?: AbortSignal): Promise<WorkspaceCollections> {
  const answer = await apiRequest<Partial<WorkspaceCollections> | null>('/api/collections', { signal });
  if (!answer || !Array.isArray(answer.ideas) || !Array.isArray(answer.ugiIdeas) || !Array.isArray(answer.ugp2pIdeas)) {
    throw new Error(WORKSPACE_DATA_FAILED);
  }
  return {
    ideas: answer.ideas,
    ugiIdeas: answer.ugiIdeas,
    ugp2pIdeas: answer.ugp2pIdeas,
    documents: answer.documents ?? ({} as WorkspaceCollections['documents']),
    powerUps: answer.powerUps ?? ({} as WorkspaceCollections['powerUps']),
  };
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
  });

export function useCollections(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionsQueryOptions(), enabled: options.enabled ?? true });
}
