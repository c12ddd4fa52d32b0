import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { AdminIdeaDetail } from '../types';
import { changesSaveFailed, changesSaved } from '../utils/admin-ideas-toasts';
import type { IdeaEdit } from '../utils/idea-edit';
import { adminIdeasKeys } from './admin-ideas-keys';
import { patchRows } from './patch-rows';

// PUT /api/admin/ideas/{id} with the idea's fields (docs/product.md "Admin: Ideas": the admin list sends the full
// idea), platform ideas only. The dialog reads the idea again; the row shows the new title and categories at once.

export async function updateIdea({ id, edit }: { id: number; edit: IdeaEdit }): Promise<void> {
  await apiRequest<unknown>(`/api/admin/ideas/${id}`, { method: 'PUT', body: edit });
}

export const updateIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateIdea,
    onSuccess: async (_: void, { id, edit }: { id: number; edit: IdeaEdit }) => {
      patchRows(queryClient, [id], { title: edit.title, description: edit.description, category: edit.category });
      queryClient.setQueryData<AdminIdeaDetail>(adminIdeasKeys.detail(id), (idea) => (idea ? { ...idea, ...edit } : idea));
      await queryClient.invalidateQueries({ queryKey: adminIdeasKeys.detail(id) });
    },
  });

export const useUpdateIdea = () => useAnnouncedMutation(updateIdeaMutationOptions(useQueryClient()), { success: changesSaved, failure: changesSaveFailed });
