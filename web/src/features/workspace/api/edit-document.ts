import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// PUT /api/documents/edit/{id} { content } → { document }: the member's own document, edited in the viewer.

/** The viewer keeps the text it sent, and the collections are read again, rather than the answer. */
export async function editDocument({ id, content }: { id: number; content: string }): Promise<void> {
  await apiRequest<unknown>(`/api/documents/edit/${id}`, { method: 'PUT', body: { content } });
}

export const editDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: editDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useEditDocument() {
  return useMutation(editDocumentMutationOptions(useQueryClient()));
}
