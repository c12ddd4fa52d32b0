import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EditableIdeaFields } from '../utils/idea-edit';
import { workspaceKeys } from './workspace-keys';

// PUT /api/ideas/edit/{copyId} { ...changed fields, updatedAt } → { idea } (owner only; docs/product.md "Workspace and
// AI generation").

export interface EditWorkspaceIdea {
  id: number;
  changes: Partial<EditableIdeaFields>;
  updatedAt: string;
}

/** The workspace reads its collections again rather than the answer. */
export async function editWorkspaceIdea({ id, changes, updatedAt }: EditWorkspaceIdea): Promise<void> {
  await apiRequest<unknown>(`/api/ideas/edit/${id}`, { method: 'PUT', body: { ...changes, updatedAt } });
}

export const editWorkspaceIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: editWorkspaceIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useEditWorkspaceIdea() {
  return useMutation(editWorkspaceIdeaMutationOptions(useQueryClient()));
}
