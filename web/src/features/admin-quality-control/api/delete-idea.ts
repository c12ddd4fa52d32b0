import type { QualityControlIdea, QualityControlView } from '@app/domain/quality-control/quality-control-view';
import { mutationOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_IDEAS_QUERY_KEY } from '../../../lib/admin-ideas-query-key';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { ideaDeleteFailed, ideaDeleted, withoutIdea } from '../utils/quality-control';
import { qualityControlKeys } from './quality-control-keys';

// DELETE /api/admin/ideas/{id} (docs/product.md "Admin: Quality Control"): a duplicate goes; it can be restored from
// Deleted Ideas.

export async function deleteIdea(ideaId: number): Promise<void> {
  await apiRequest<unknown>(`/api/admin/ideas/${ideaId}`, { method: 'DELETE' });
}

/**
 * The call and what it does to the cache: the idea leaves every cached page of the report at once (its group, its
 * pairs); the reports are read again, and so is every admin ideas list (the idea is not listed there any more).
 */
export const deleteIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (idea: QualityControlIdea) => deleteIdea(idea.id),
    onSuccess: async (_answer: void, idea: QualityControlIdea) => {
      queryClient.setQueriesData<InfiniteData<QualityControlView>>(
        { queryKey: qualityControlKeys.reports() },
        (data) => data && { ...data, pages: data.pages.map((view) => withoutIdea(view, idea.id)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: ADMIN_IDEAS_QUERY_KEY }),
      ]);
    },
  });

/** One per row, so each row knows whether its own delete is on its way. */
export function useDeleteIdea() {
  const queryClient = useQueryClient();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const options = deleteIdeaMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      toast(ideaDeleted());
    },
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(ideaDeleteFailed(error));
    },
  });
}
