import type { TrendType } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

// GET /api/trends/ideas/by-type/{type} → { ideaIds } (public; docs/product.md "Trends"): the marketplace's Trends type
// filter sends these ids as `trendIdeaIds`.

/** Trends change rarely: the list of trends is kept 5 minutes (docs/product.md "Limits"), and so are these ids. */
export const TREND_IDS_STALE_MS = 5 * 60_000;

export async function getTrendIdeaIds(type: TrendType, signal?: AbortSignal): Promise<number[]> {
  return (await apiAnswer(trendsApi.ideaIdsByType.responses[200], `/api/trends/ideas/by-type/${encodeURIComponent(type)}`, { signal })).ideaIds;
}

export const trendIdeaIdsQueryOptions = (type: TrendType) =>
  queryOptions({
    queryKey: ideaKeys.trendIdeaIds(type),
    queryFn: ({ signal }) => getTrendIdeaIds(type, signal),
    staleTime: TREND_IDS_STALE_MS,
  });

/** Disabled (no request) while the Trends type filter is 'All'. */
export function useTrendIdeaIds(type: TrendType | null) {
  return useQuery({ ...trendIdeaIdsQueryOptions(type ?? 'RFI'), enabled: type !== null });
}
