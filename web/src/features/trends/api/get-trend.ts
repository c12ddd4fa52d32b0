import type { TrendView } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// GET /api/trends/{id} → { trend }; needs a signed-in user with a verified email (401 / 403), 404 for an unknown id.

export async function getTrend(trendId: number, signal?: AbortSignal): Promise<TrendView> {
  return (await apiAnswer(trendsApi.one.responses[200], `/api/trends/${trendId}`, { signal })).trend;
}

export const trendQueryOptions = (trendId: number) =>
  queryOptions({
    queryKey: trendsKeys.detail(trendId),
    queryFn: ({ signal }) => getTrend(trendId, signal),
  });

export function useTrend(trendId: number, enabled = true) {
  return useQuery({ ...trendQueryOptions(trendId), enabled });
}
