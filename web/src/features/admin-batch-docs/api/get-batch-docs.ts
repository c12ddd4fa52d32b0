import type { BatchDocView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shouldRetryQuery } from '../../../lib/query-client';
import { parseBatchDocs } from '../utils/batch-docs-response';
import { batchDocsKeys } from './batch-docs-keys';

// GET /api/admin/batch-docs (ADMIN) → { batchDocs }, newest first (spec 001 §3 batch_docs, §7).

/** Spec 001 §7: batch-docs data is stale after 30 s, with 2 retries (none after a refused session). */
export const BATCH_DOCS_STALE_MS = 30_000;

export async function getBatchDocs(signal?: AbortSignal): Promise<BatchDocView[]> {
  return parseBatchDocs(await apiRequest<unknown>('/api/admin/batch-docs', { signal }));
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
