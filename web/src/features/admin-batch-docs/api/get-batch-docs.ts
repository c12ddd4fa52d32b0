import type { BatchDocView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryQuery } from '../../../lib/query-client';
import { batchDocsKeys } from './batch-docs-keys';

// GET /api/admin/batch-docs (ADMIN) → { batchDocs }, newest first (docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs").

/**
 * docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs": batch-docs data is stale after 30 s, with 2 retries
 * (none after a refused session).
 */
export const BATCH_DOCS_STALE_MS = 30_000;

export async function getBatchDocs(signal?: AbortSignal): Promise<BatchDocView[]> {
  const { batchDocs } = await apiAnswer(adminAiApi.batchDocs.responses[200], '/api/admin/batch-docs', { signal });
  return batchDocs;
}

export const batchDocsQueryOptions = () =>
  queryOptions({
    queryKey: batchDocsKeys.list(),
    queryFn: ({ signal }) => getBatchDocs(signal),
    staleTime: BATCH_DOCS_STALE_MS,
    // The app's default too, named here because the spec asks it of this read.
    retry: shouldRetryQuery,
  });

export function useBatchDocs() {
  return useQuery(batchDocsQueryOptions());
}
