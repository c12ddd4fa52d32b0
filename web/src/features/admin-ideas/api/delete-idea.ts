import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { IdeaRef } from '../types';
import { ideaPath } from '../utils/idea-row';
import { ideaDeleteFailed, ideaDeleted } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';
import { removeRow } from './patch-rows';

// DELETE /api/admin/ideas/{id} (docs/product.md "Admin: Ideas"); the idea can be restored from Deleted Ideas.

export async function deleteIdea(idea: IdeaRef): Promise<void> {
  await apiRequest<unknown>(ideaPath(idea), { method: 'DELETE' });
}

export const deleteIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: adminIdeasKeys.rowAction('delete'),
    mutationFn: deleteIdea,
    onSuccess: (_: void, idea: IdeaRef) => removeRow(queryClient, idea.id),
  });

export const useDeleteIdea = () => useAnnouncedMutation(deleteIdeaMutationOptions(useQueryClient()), { success: ideaDeleted, failure: ideaDeleteFailed });
