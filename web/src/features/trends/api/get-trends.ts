import type { TrendView } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// GET /api/trends → { trends: TrendView[] }, newest first; public (docs/product.md "Trends").

/** docs/product.md "Limits": the trends list is cached for 5 minutes. */
export const TRENDS_STALE_TIME_MS = 5 * 60 * 1000;

export async function getTrends(signal?: AbortSignal): Promise<TrendView[]> {
  return (await apiAnswer(trendsApi.list.responses[200], '/api/trends', { signal })).trends;
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
