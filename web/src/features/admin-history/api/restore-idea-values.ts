import type { IdeaRecord } from '@app/domain/history/history-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_IDEAS_QUERY_KEY } from '../../../lib/admin-ideas-query-key';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { restoreFailed, valuesRestored } from '../utils/history-toasts';
import { restoreBody } from '../utils/restore-values';
import { adminHistoryKeys } from './admin-history-keys';

// 'Restore these values': PUT /api/admin/ideas/{id} with the idea's values at an earlier instant (the admin's edit,
// so the restore is itself an entry of the history). The api client sends the edit's position with the reads that
// follow (x-min-position), so the history read afterwards already holds the restore as its newest entry.

export interface RestoreIdeaValues {
  ideaId: number;
  record: IdeaRecord;
  /** The instant the values are from. */
  at: string;
}

export async function restoreIdeaValues({ ideaId, record }: RestoreIdeaValues): Promise<void> {
  await apiRequest<unknown>(`/api/admin/ideas/${ideaId}`, { method: 'PUT', body: restoreBody(record) });
}

export const restoreIdeaValuesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: restoreIdeaValues,
    onSuccess: async (_: void, { ideaId }: RestoreIdeaValues) => {
      // The admin's idea list and detail read the idea too: they are refreshed through their shared key prefix.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminHistoryKeys.timeline('ideas', String(ideaId)) }),
        queryClient.invalidateQueries({ queryKey: ADMIN_IDEAS_QUERY_KEY }),
      ]);
    },
  });

/** The restore with its toasts; a 401 sends the admin to sign in again instead. */
export function useRestoreIdeaValues() {
  const options = restoreIdeaValuesMutationOptions(useQueryClient());
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      toast(valuesRestored(args[1].at));
    },
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(restoreFailed(error));
    },
  });
}
