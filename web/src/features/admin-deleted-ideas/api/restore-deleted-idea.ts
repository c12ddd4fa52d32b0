import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_IDEAS_QUERY_KEY } from '../../../lib/admin-ideas-query-key';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import type { DeletedIdea } from '../types';
import { ideaRestored, restoreFailed, restorePath, withoutDeletedIdea } from '../utils/deleted-ideas';
import { deletedIdeasQueryOptions } from './get-deleted-ideas';

// POST /api/admin/deleted-ideas/restore/{id}[?source=UGI|UGP2P] → { message: 'Idea restored successfully' }; 404
// { message: 'Deleted idea not found' } when it is not deleted (any more).

export async function restoreDeletedIdea(idea: Pick<DeletedIdea, 'source' | 'ideaId'>): Promise<void> {
  await apiRequest<unknown>(restorePath(idea), { method: 'POST' });
}

/**
 * The call and what it does to the cache: the row goes at once, this list is read again, and so is every admin
 * ideas list (the idea is listed there again). A refusal reads this list again too: the idea may have been restored
 * elsewhere.
 */
export const restoreDeletedIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (idea: DeletedIdea) => restoreDeletedIdea(idea),
    onSuccess: async (_answer: void, idea: DeletedIdea) => {
      const { queryKey } = deletedIdeasQueryOptions();
      queryClient.setQueryData(queryKey, (ideas) => withoutDeletedIdea(ideas, idea.id));
      await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: ADMIN_IDEAS_QUERY_KEY })]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: deletedIdeasQueryOptions().queryKey }),
  });

/** One per row, so each row knows whether its own restore is on its way. */
export function useRestoreDeletedIdea() {
  const queryClient = useQueryClient();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const options = restoreDeletedIdeaMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      toast(ideaRestored());
      await options.onSuccess?.(...args);
    },
    onError: async (error, ...rest) => {
      if (!redirectIfSessionExpired(error)) toast(restoreFailed(error));
      await options.onError?.(error, ...rest);
    },
  });
}
