import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { analyticsApi } from '@app/domain/analytics/analytics-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';

// GET /api/admin/analytics?from=&to= (ADMIN) → every day of the window, its totals, the funnel and the top lists.

export const adminAnalyticsKeys = {
  all: ['admin-analytics'] as const,
  window: (from: string, to: string) => [...adminAnalyticsKeys.all, from, to] as const,
};

export async function getAnalytics(from: string, to: string, signal?: AbortSignal): Promise<AdminAnalytics> {
  return apiAnswer(analyticsApi.admin.responses[200], `/api/admin/analytics?${new URLSearchParams({ from, to }).toString()}`, { signal });
}

export const analyticsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.window(from, to),
    queryFn: ({ signal }) => getAnalytics(from, to, signal),
    // A window the server refuses (400) stays refused.
    retry: shouldRetryUnlessRefused,
  });

export const useAnalytics = (from: string, to: string) => useQuery(analyticsQueryOptions(from, to));
