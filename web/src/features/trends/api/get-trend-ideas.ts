import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// GET /api/trends/{id}/ideas → { ideas: IdeaCardView[] }: the visible ideas linked to the trend, premium bodies withheld
// from viewers below PREMIUM; needs a signed-in user with a verified email.

export async function getTrendIdeas(trendId: number, signal?: AbortSignal): Promise<IdeaCardView[]> {
  return (await apiAnswer(trendsApi.ideas.responses[200], `/api/trends/${trendId}/ideas`, { signal })).ideas;
}

export const trendIdeasQueryOptions = (trendId: number) =>
  queryOptions({
    queryKey: trendsKeys.ideas(trendId),
    queryFn: ({ signal }) => getTrendIdeas(trendId, signal),
  });

export function useTrendIdeas(trendId: number, enabled = true) {
  return useQuery({ ...trendIdeasQueryOptions(trendId), enabled });
}
