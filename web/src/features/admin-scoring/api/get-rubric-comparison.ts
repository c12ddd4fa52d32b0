import { scoringApi, type RubricComparison } from '@app/domain/scoring/scoring-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { adminScoringKeys } from './admin-scoring-keys';

// GET /api/admin/scoring/rubrics/{version}/compare → the version's distributions beside the active one's and the ideas
// that moved most (docs/product.md "Scores and market sizing").

export async function getRubricComparison(version: number, signal?: AbortSignal): Promise<RubricComparison> {
  return apiAnswer(scoringApi.compare.responses[200], `/api/admin/scoring/rubrics/${version}/compare`, { signal });
}

/** `scored` is the candidate's scored count: a re-score moving it reads the comparison again. */
export const rubricComparisonQueryOptions = (version: number, scored: number) =>
  queryOptions({
    queryKey: [...adminScoringKeys.comparison(version), scored],
    queryFn: ({ signal }) => getRubricComparison(version, signal),
  });

export function useRubricComparison(version: number, scored: number) {
  return useQuery(rubricComparisonQueryOptions(version, scored));
}
