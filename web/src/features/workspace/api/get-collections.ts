import type { WorkspaceCollections } from '@app/domain/workspace/workspace-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/collections (signed in) → { ideas, ugp2pIdeas, ugiIdeas, documents by type, powerUps by type }
// (docs/product.md "Workspace and AI generation"). The marketplace reads it too: to find the copy of a saved idea.

export async function getCollections(signal?: AbortSignal): Promise<WorkspaceCollections> {
  return apiAnswer(workspaceApi.collections.responses[200], '/api/collections', { signal });
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
  });

export function useCollections(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionsQueryOptions(), enabled: options.enabled ?? true });
}
