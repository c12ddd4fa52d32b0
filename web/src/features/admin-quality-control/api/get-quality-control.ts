import type { QualityControlView } from '@app/domain/quality-control/quality-control-view';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { qualityControlPath, type QualityControlFilters } from '../utils/quality-control';
import { qualityControlKeys } from './quality-control-keys';

// GET /api/admin/quality-control?category=&batch= (ADMIN) → { exactDuplicates, similarIdeas } (docs/product.md "Data
// model", "Admin: Quality Control").

/** docs/product.md "Admin: Quality Control": quality control data is stale after 30 s. */
export const QUALITY_CONTROL_STALE_MS = 30_000;

export async function getQualityControl(filters: QualityControlFilters, signal?: AbortSignal): Promise<QualityControlView> {
  return apiAnswer(adminAiApi.qualityControl.responses[200], qualityControlPath(filters), { signal });
}

export const qualityControlQueryOptions = (filters: QualityControlFilters) =>
  queryOptions({
    queryKey: qualityControlKeys.report(filters),
    queryFn: ({ signal }) => getQualityControl(filters, signal),
    staleTime: QUALITY_CONTROL_STALE_MS,
    // A new filter keeps the last report on screen (dimmed) until its own arrives, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

export function useQualityControl(filters: QualityControlFilters) {
  return useQuery(qualityControlQueryOptions(filters));
}
