import type { TrendType } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INVALID_IDEAS_RESPONSE } from './get-ideas';
import { ideaKeys } from './idea-keys';

// GET /api/trends/ideas/by-type/{type} → { ideaIds } (public; spec 000 §7): the marketplace's Trends type filter
// sends these ids as `trendIdeaIds`.

/** Trends change rarely: the list of trends is kept 5 minutes (spec 000 §9), and so are these ids. */
const TREND_IDS_STALE_MS = 5 * 60_000;

export async function getTrendIdeaIds(type: TrendType, signal?: AbortSignal): Promise<number[]> {
  const answer = await apiRequest<unknown>(`/api/trends/ideas/by-type/${encodeURIComponent(type)}`, { signal });
  const ids = typeof answer === 'object' && answer !== null && 'ideaIds' in answer ? answer.ideaIds : undefined;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) throw new Error(INVALID_IDEAS_RESPONSE);
  return ids as number[];
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
