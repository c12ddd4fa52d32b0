import type { IdeaView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TREND_IDEAS_FETCH_FAILED } from '../utils/trends-toasts';
import { trendsKeys } from './trends-keys';

// GET /api/trends/{id}/ideas → { ideas: IdeaView[] }: the visible ideas linked to the trend, premium bodies withheld
// from viewers below PREMIUM; needs a signed-in user with a verified email.

export async function getTrendIdeas(trendId: number, signal?: AbortSignal): Promise<IdeaView[]> {
  const body = await apiRequest<{ ideas?: unknown } | null>(`/api/trends/${trendId}/ideas`, { signal });
  if (!Array.isArray(body?.ideas)) throw new Error(TREND_IDEAS_FETCH_FAILED);
  return body.ideas as IdeaView[];
}

export const trendIdeasQueryOptions = (trendId: number) =>
  queryOptions({
    queryKey: trendsKeys.ideas(trendId),
    queryFn: ({ signal }) => getTrendIdeas(trendId, signal),
  });

export function useTrendIdeas(trendId: number, enabled = true) {
  return useQuery({ ...trendIdeasQueryOptions(trendId), enabled });
}
