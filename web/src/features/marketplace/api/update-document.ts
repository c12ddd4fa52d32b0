import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

// PUT /api/admin/documents/{id} { content } (ADMIN; docs/product.md "Documents and downloads"): one document of an
// idea, edited in place.

export async function updateDocument({ id, content }: { id: number; content: string }): Promise<void> {
  await apiRequest<unknown>(`/api/admin/documents/${id}`, { method: 'PUT', body: { content } });
}

/** The idea's documents (under any viewer and hash) are read again. */
export const updateDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
  });

export function useUpdateDocument() {
  return useMutation(updateDocumentMutationOptions(useQueryClient()));
}
