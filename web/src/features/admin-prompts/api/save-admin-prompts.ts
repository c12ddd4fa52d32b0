import { promptsUpdateByField } from '@app/domain/prompts/prompt-fields';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest, SessionExpiredError } from '../../../lib/api-client';
import type { PromptContents, PromptEdits } from '../types';
import { promptsSaved, promptsSaveFailed, sessionExpired } from '../utils/admin-prompts-toasts';
import { adminPromptsQueryOptions } from './get-admin-prompts';

// PUT /api/admin/prompts { ideaPrompts?, documentPrompts?, powerUpPrompts? } → { message } (docs/product.md "Admin:
// System Prompts"). Only the prompts the admin changed are sent, so saving never writes back a prompt someone else
// edited meanwhile.

/**
 * docs/product.md "Admin: System Prompts": the session is checked first; a 401 there rejects with SessionExpiredError
 * and nothing is sent.
 */
export async function saveAdminPrompts(edits: PromptEdits): Promise<void> {
  await apiRequest<unknown>('/api/auth/check');
  await apiRequest<unknown>('/api/admin/prompts', { method: 'PUT', body: promptsUpdateByField(edits) });
}

/** The call and what it does to the cache: the saved prompts show at once, then the prompts are read again. */
export const saveAdminPromptsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveAdminPrompts,
    onSuccess: async (_answer: void, edits: PromptEdits) => {
      const { queryKey } = adminPromptsQueryOptions();
      queryClient.setQueryData(queryKey, (prompts: PromptContents | undefined) => prompts && { ...prompts, ...edits });
      await queryClient.invalidateQueries({ queryKey });
    },
  });

export function useSaveAdminPrompts() {
  const queryClient = useQueryClient();
  const options = saveAdminPromptsMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      toast(promptsSaved());
      await options.onSuccess?.(...args);
    },
    // docs/product.md "Admin: System Prompts": an expired session says so here (the admin keeps the edits on screen to
    // save after signing in).
    onError: (error) => toast(error instanceof SessionExpiredError ? sessionExpired() : promptsSaveFailed(error)),
  });
}
