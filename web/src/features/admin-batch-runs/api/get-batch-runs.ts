import type { BatchRunView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { batchRunsKeys } from './batch-runs-keys';

// GET /api/admin/batches (ADMIN) → { batches }, newest first (docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs").

/**
 * Ours, as Batch-Docs (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): a batch finished in the Ideas
 * section shows here within 30 s at most.
 */
export const BATCH_RUNS_STALE_MS = 30_000;

export async function getBatchRuns(signal?: AbortSignal): Promise<BatchRunView[]> {
  const { batches } = await apiAnswer(adminAiApi.batchRuns.responses[200], '/api/admin/batches', { signal });
  return batches;
}

export const batchRunsQueryOptions = () =>
  queryOptions({
    queryKey: batchRunsKeys.list(),
    queryFn: ({ signal }) => getBatchRuns(signal),
    staleTime: BATCH_RUNS_STALE_MS,
  });

export function useBatchRuns() {
  return useQuery(batchRunsQueryOptions());
}
