import { WHOLE_CATALOG_LIMIT } from '@app/domain/ideas/idea-enumerations';
import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// GET /api/ideas?limit=7100 → { ideas, pagination }: the whole catalog's cards in one answer, for the add-ideas dialog
// (docs/product.md "Trends"; cards only: docs/decisions.md "List answers carry card fields only"). An admin receives
// unpublished and archived ideas too; the dialog filters them out.

export async function getCandidateIdeas(signal?: AbortSignal): Promise<IdeaCardView[]> {
  return (await apiAnswer(ideasApi.list.responses[200], `/api/ideas?limit=${WHOLE_CATALOG_LIMIT}`, { signal })).ideas;
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
