import type { TrendView } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TRENDS_FETCH_FAILED } from '../utils/trends-toasts';
import { trendsKeys } from './trends-keys';

// GET /api/trends → { trends: TrendView[] }, newest first; public (spec 000 §7).

/** Spec 000 §9: the trends list is cached for 5 minutes. */
export const TRENDS_STALE_TIME_MS = 5 * 60 * 1000;

export async function getTrends(signal?: AbortSignal): Promise<TrendView[]> {
  const body = await apiRequest<{ trends?: unknown } | null>('/api/trends', { signal });
  if (!Array.isArray(body?.trends)) throw new Error(TRENDS_FETCH_FAILED);
  return body.trends as TrendView[];
}

export const trendsQueryOptions = () =>
  queryOptions({
    queryKey: trendsKeys.list(),
    queryFn: ({ signal }) => getTrends(signal),
    staleTime: TRENDS_STALE_TIME_MS,
  });

export function useTrends() {
  return useQuery(trendsQueryOptions());
}
