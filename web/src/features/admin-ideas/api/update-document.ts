import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { AdminIdeaDocument } from '../types';
import { documentUpdateFailed, documentUpdated } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';

// PUT /api/admin/documents/{id} { content } (docs/product.md "Admin: Ideas"): one document of a platform idea, edited
// in place.

export interface DocumentEdit {
  ideaId: number;
  id: number;
  content: string;
}

export async function updateDocument({ id, content }: DocumentEdit): Promise<void> {
  await apiRequest<unknown>(`/api/admin/documents/${id}`, { method: 'PUT', body: { content } });
}

export const updateDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateDocument,
    onSuccess: async (_: void, { ideaId, id, content }: DocumentEdit) => {
      const queryKey = adminIdeasKeys.documents(ideaId);
      queryClient.setQueryData<AdminIdeaDocument[]>(queryKey, (documents) => documents?.map((doc) => (doc.id === id ? { ...doc, content } : doc)));
      await queryClient.invalidateQueries({ queryKey });
    },
  });

export const useUpdateDocument = () =>
  useAnnouncedMutation(updateDocumentMutationOptions(useQueryClient()), { success: documentUpdated, failure: documentUpdateFailed });
