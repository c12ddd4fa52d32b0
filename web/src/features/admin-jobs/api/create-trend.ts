import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { useFailureToast } from '../hooks/use-failure-toast';
import type { NewTrendRequest } from '../utils/batch-settings';
import { trendCreateFailed } from '../utils/job-toasts';
import { adminJobsKeys } from './admin-jobs-keys';

// POST /api/trends { title, description, type, source } → 201 { trend } (docs/product.md "Admin: AI jobs, Batch-Runs
// and Batch-Docs"): the new trend a batch is linked to, created before the batch is asked for with its id.

export async function createTrend(trend: NewTrendRequest): Promise<number> {
  const { trend: created } = await apiAnswer(trendsApi.create.responses[201], '/api/trends', { method: 'POST', body: trend });
  return created.id;
}

/** The new trend joins its type's choices. Failure: 'Failed to create trend', or the server's message. */
export function useCreateTrend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrend,
    onSuccess: (_id, trend) => queryClient.invalidateQueries({ queryKey: adminJobsKeys.trends(trend.type) }),
    onError: useFailureToast(trendCreateFailed),
  });
}
