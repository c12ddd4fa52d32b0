import type { QualityControlView } from '@app/domain/quality-control/quality-control-view';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { nextOffset, qualityControlPath, type QualityControlFilters, type ReportList } from '../utils/quality-control';
import { qualityControlKeys } from './quality-control-keys';

// GET /api/admin/quality-control?category=&batch=&<list>Offset=&<list>Limit= (ADMIN) → { exactDuplicates,
// exactDuplicatesTotal, similarIdeas, similarIdeasTotal } (docs/product.md "Data model", "Admin: Quality Control"):
// each list read a page at a time, on its own.

/** docs/product.md "Admin: Quality Control": quality control data is stale after 30 s. */
export const QUALITY_CONTROL_STALE_MS = 30_000;

export async function getQualityControl(
  filters: QualityControlFilters,
  page?: { list: ReportList; offset: number },
  signal?: AbortSignal,
): Promise<QualityControlView> {
  return apiAnswer(adminAiApi.qualityControl.responses[200], qualityControlPath(filters, page), { signal });
}

export const qualityControlListOptions = (list: ReportList, filters: QualityControlFilters) =>
  infiniteQueryOptions({
    queryKey: qualityControlKeys.list(list, filters),
    queryFn: ({ pageParam, signal }) => getQualityControl(filters, { list, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(list, pages),
    staleTime: QUALITY_CONTROL_STALE_MS,
    // A new filter keeps the last list on screen (dimmed) until its own arrives, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

export function useQualityControlList(list: ReportList, filters: QualityControlFilters) {
  return useInfiniteQuery(qualityControlListOptions(list, filters));
}
