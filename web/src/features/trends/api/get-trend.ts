import type { TrendView } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TREND_FETCH_FAILED } from '../utils/trends-toasts';
import { trendsKeys } from './trends-keys';

// GET /api/trends/{id} → { trend }; needs a signed-in user with a verified email (401 / 403), 404 for an unknown id.

export async function getTrend(trendId: number, signal?: AbortSignal): Promise<TrendView> {
  const body = await apiRequest<{ trend?: TrendView } | null>(`/api/trends/${trendId}`, { signal });
  if (!body?.trend || typeof body.trend !== 'object') throw new Error(TREND_FETCH_FAILED);
  return body.trend;
}

export const trendQueryOptions = (trendId: number) =>
  queryOptions({
    queryKey: trendsKeys.detail(trendId),
    queryFn: ({ signal }) => getTrend(trendId, signal),
  });

export function useTrend(trendId: number, enabled = true) {
  return useQuery({ ...trendQueryOptions(trendId), enabled });
}
