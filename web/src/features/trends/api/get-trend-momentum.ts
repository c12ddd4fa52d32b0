import { momentumApi, type Momentum } from '@app/domain/momentum/momentum-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// GET /api/trends/{id}/momentum?days=30 → { days: [{ date, views, saves, shares, documents }] } (docs/features.md
// "Momentum"; public): the trend's ideas' activity, oldest day first, which the trend's page draws as a chart (the
// list's cards read every trend's line at once: get-trend-sparklines.ts).

/** Activity changes slowly: kept a minute. */
const MOMENTUM_STALE_MS = 60_000;

export async function getTrendMomentum(trendId: number, signal?: AbortSignal): Promise<Momentum> {
  return apiAnswer(momentumApi.trend.responses[200], `/api/trends/${trendId}/momentum?days=30`, { signal });
}

export const trendMomentumQueryOptions = (trendId: number) =>
  queryOptions({ queryKey: trendsKeys.momentum(trendId), queryFn: ({ signal }) => getTrendMomentum(trendId, signal), staleTime: MOMENTUM_STALE_MS });

export function useTrendMomentum(trendId: number) {
  return useQuery(trendMomentumQueryOptions(trendId));
}
