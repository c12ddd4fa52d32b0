import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// POST /api/collections/{ideaId} (no body) → 201 { message, copyId }: the marketplace's Save Idea and Save to
// Workspace. Saving twice is a 409 whose message the toast shows (docs/product.md "Workspace and AI generation":
// 'Failed to save idea' or server text).

/** The copy is read with the collections, not from the answer. */
export async function saveToWorkspace(ideaId: number): Promise<void> {
  await apiRequest<unknown>(`/api/collections/${ideaId}`, { method: 'POST' });
}

/** Success refreshes the collections list (docs/product.md "Workspace and AI generation"). */
export const saveToWorkspaceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveToWorkspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useSaveToWorkspace() {
  return useMutation(saveToWorkspaceMutationOptions(useQueryClient()));
}
