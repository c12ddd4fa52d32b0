import type { ActivityPage } from '@app/domain/history/history-view';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyApi } from '@app/domain/history/history-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { activitySearch, type ActivityFilters } from '../utils/activity-filters';
import { adminActivityKeys } from './admin-activity-keys';

// GET /api/admin/activity?actor=&kind=&type=&before= (ADMIN) → { entries, next }: the platform's changes, newest
// first, in pages of the server's default size; `next` is the `before` of the following page ('Load more').

export async function getActivityPage(filters: ActivityFilters, before: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  return apiAnswer(historyApi.activity.responses[200], `/api/admin/activity${activitySearch(filters, before)}`, { signal });
}

export const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: adminActivityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getActivityPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    // Recent changes: opening the section again reads them again. A refused filter (400) stays refused.
    staleTime: 0,
    retry: shouldRetryUnlessRefused,
  });

export const useActivity = (filters: ActivityFilters) => useInfiniteQuery(activityQueryOptions(filters));
