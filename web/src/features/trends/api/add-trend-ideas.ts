import type { LinkIdeasResponse } from '@app/domain/trends/trend-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// POST /api/trends/{id}/ideas/batch { ideaIds } (ADMIN) → { links, skipped }; an empty list is a 400 'Please select
// at least one idea to add to the trend.', an idea that is not Published a 400 naming it.

export interface AddTrendIdeas {
  trendId: number;
  ideaIds: number[];
}

export async function addTrendIdeas({ trendId, ideaIds }: AddTrendIdeas): Promise<LinkIdeasResponse> {
  const { links, skipped } = await apiAnswer(trendsApi.linkIdeas.responses[200], `/api/trends/${trendId}/ideas/batch`, { method: 'POST', body: { ideaIds } });
  return { links, skipped };
}

/** The trend's page (its ideas included) and the list's idea counts are read again. */
export const addTrendIdeasMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addTrendIdeas,
    onSuccess: (_answer: LinkIdeasResponse, { trendId }: AddTrendIdeas) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trendsKeys.detail(trendId) }),
        queryClient.invalidateQueries({ queryKey: trendsKeys.list() }),
      ]),
  });

/** The dialog shows the toasts: it knows what was selected. */
export function useAddTrendIdeas() {
  const queryClient = useQueryClient();
  return useMutation(addTrendIdeasMutationOptions(queryClient));
}
