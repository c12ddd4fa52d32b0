import { workspaceApi } from '@app/domain/workspace/workspace-api';
import type { SavedChange } from '@app/domain/workspace/workspace-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/workspace/ideas/{id}/changes → { changes }: what changed in the original of the member's copy since they
// saved it, newest first (docs/product.md "Workspace and AI generation"); none for an idea they generated.

export async function getSavedChanges(copyId: number, signal?: AbortSignal): Promise<SavedChange[]> {
  return (await apiAnswer(workspaceApi.savedChanges.responses[200], `/api/workspace/ideas/${copyId}/changes`, { signal })).changes;
}

export const savedChangesQueryOptions = (copyId: number) =>
  queryOptions({
    queryKey: workspaceKeys.savedChanges(copyId),
    queryFn: ({ signal }) => getSavedChanges(copyId, signal),
  });

export function useSavedChanges(copyId: number) {
  return useQuery(savedChangesQueryOptions(copyId));
}
