import { LANDING_IDEA_LIMIT } from '@app/domain/ideas/idea-enumerations';
import type { IdeaPage, IdeaView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IDEAS_FETCH_FAILED } from '../utils/trends-toasts';
import { trendsKeys } from './trends-keys';

// GET /api/ideas?limit=7100 → IdeaPage: the whole catalog in one answer, for the add-ideas dialog (docs/product.md
// "Trends"). An admin receives unpublished and archived ideas too; the dialog filters them out.

export async function getCandidateIdeas(signal?: AbortSignal): Promise<IdeaView[]> {
  const body = await apiRequest<Partial<IdeaPage> | null>(`/api/ideas?limit=${LANDING_IDEA_LIMIT}`, { signal });
  if (!Array.isArray(body?.ideas)) throw new Error(IDEAS_FETCH_FAILED);
  return body.ideas;
}

export const candidateIdeasQueryOptions = () =>
  queryOptions({
    queryKey: trendsKeys.candidates(),
    queryFn: ({ signal }) => getCandidateIdeas(signal),
  });

/** Loaded only while the dialog is open. */
export function useCandidateIdeas(enabled: boolean) {
  return useQuery({ ...candidateIdeasQueryOptions(), enabled });
}
