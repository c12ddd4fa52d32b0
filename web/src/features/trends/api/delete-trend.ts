import type { TrendView } from '@app/domain/trends/trend-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { deleteTrendFailed, trendDeleted } from '../utils/trends-toasts';
import { trendsKeys } from './trends-keys';

// DELETE /api/trends/{id} (ADMIN) → { message: 'Trend deleted' }; the trend's links to ideas go with it.

export async function deleteTrend(trendId: number): Promise<void> {
  await apiRequest<unknown>(`/api/trends/${trendId}`, { method: 'DELETE' });
}

/** The card goes at once, the trend's own page is forgotten, and the list is read again. */
export const deleteTrendMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteTrend,
    onSuccess: async (_answer: void, trendId: number) => {
      queryClient.setQueryData<TrendView[]>(trendsKeys.list(), (trends) => trends?.filter((trend) => trend.id !== trendId));
      queryClient.removeQueries({ queryKey: trendsKeys.detail(trendId) });
      await queryClient.invalidateQueries({ queryKey: trendsKeys.list() });
    },
  });

/** `onDeleted` runs before the caches forget the trend, so the trend's own page can leave it first. */
export function useDeleteTrend({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  const options = deleteTrendMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      toast(trendDeleted());
      onDeleted?.();
      await options.onSuccess?.(...args);
    },
    onError: (error) => toast(deleteTrendFailed(error)),
  });
}
