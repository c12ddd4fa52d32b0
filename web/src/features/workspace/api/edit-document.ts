import type { WorkspaceDocument } from '@app/domain/workspace/workspace-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// PUT /api/documents/edit/{id} { content } → { document }: the member's own document, edited in the viewer.

export async function editDocument({ id, content }: { id: number; content: string }): Promise<WorkspaceDocument | null> {
  const answer = await apiRequest<{ document?: WorkspaceDocument } | null>(`/api/documents/edit/${id}`, {
    method: 'PUT',
    body: { content },
  });
  return answer?.document ?? null;
}

export const editDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: editDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useEditDocument() {
  return useMutation(editDocumentMutationOptions(useQueryClient()));
}
