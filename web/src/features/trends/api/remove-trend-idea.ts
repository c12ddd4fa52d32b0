import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { ideaRemoved, removeIdeaFailed } from '../utils/trends-toasts';
import { trendsKeys } from './trends-keys';

// DELETE /api/trends/{id}/ideas/{ideaId} (ADMIN) → { message: 'Idea removed from trend' }.

export interface RemoveTrendIdea {
  trendId: number;
  ideaId: number;
}

export async function removeTrendIdea({ trendId, ideaId }: RemoveTrendIdea): Promise<void> {
  await apiRequest<unknown>(`/api/trends/${trendId}/ideas/${ideaId}`, { method: 'DELETE' });
}

/** The card goes at once; then the trend's page and the list's idea counts are read again. */
export const removeTrendIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: removeTrendIdea,
    onSuccess: async (_answer: void, { trendId, ideaId }: RemoveTrendIdea) => {
      queryClient.setQueryData<IdeaCardView[]>(trendsKeys.ideas(trendId), (ideas) => ideas?.filter((idea) => idea.id !== ideaId));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trendsKeys.detail(trendId) }),
        queryClient.invalidateQueries({ queryKey: trendsKeys.list() }),
      ]);
    },
  });

export function useRemoveTrendIdea() {
  const queryClient = useQueryClient();
  const options = removeTrendIdeaMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      toast(ideaRemoved());
      await options.onSuccess?.(...args);
    },
    onError: (error) => toast(removeIdeaFailed(error)),
  });
}
