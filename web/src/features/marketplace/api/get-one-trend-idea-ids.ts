import { trendsApi } from '@app/domain/trends/trends-api';
import { useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { TREND_IDS_STALE_MS } from './get-trend-idea-ids';
import { ideaKeys } from './idea-keys';

// GET /api/trends/{id}/ideas → { ideas } (a signed-in member with a verified email): 'View All Ideas' on a trend's
// page opens the marketplace on that trend's ideas, sent as `trendIdeaIds` like the Trends type's.

export async function getOneTrendIdeaIds(trendId: number, signal?: AbortSignal): Promise<number[]> {
  return (await apiAnswer(trendsApi.ideas.responses[200], `/api/trends/${trendId}/ideas`, { signal })).ideas.map((idea) => idea.id);
}

/** Disabled (no request) while no trend is chosen. */
export function useOneTrendIdeaIds(trendId: number | null) {
  return useQuery({
    queryKey: ideaKeys.trendIdeas(trendId ?? 0),
    queryFn: ({ signal }) => getOneTrendIdeaIds(trendId ?? 0, signal),
    staleTime: TREND_IDS_STALE_MS,
    enabled: trendId !== null,
  });
}
