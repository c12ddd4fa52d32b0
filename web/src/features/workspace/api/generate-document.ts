import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// POST /api/workspace/documents/generate { ideaId: copy id, type } → 201 { document } (PRO or ADMIN; one per type per
// copy; 100 ideas with documents a month).

/** The new document is read with the collections, not from the answer. */
export async function generateDocument(request: { ideaId: number; type: DocumentType }): Promise<void> {
  await apiRequest<unknown>('/api/workspace/documents/generate', { method: 'POST', body: request });
}

/** The new document shows in the collections; the month's counter may have moved. */
export const generateDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: generateDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.documentStats() }),
      ]),
  });

export function useGenerateDocument() {
  return useMutation(generateDocumentMutationOptions(useQueryClient()));
}
