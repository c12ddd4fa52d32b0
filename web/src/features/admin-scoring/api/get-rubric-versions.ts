import type { RubricVersionView } from '@app/domain/scoring/scoring-api';
import { scoringApi } from '@app/domain/scoring/scoring-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { adminScoringKeys } from './admin-scoring-keys';

// GET /api/admin/scoring/rubrics → { versions }: the rubric's versions, their scored counts and what re-scoring each
// costs (docs/product.md "Scores and market sizing"). While a re-score runs, its scored count moves: the change feed
// marks the versions stale as the job's items are recorded (app/live/live-query-keys.ts).

export async function getRubricVersions(signal?: AbortSignal): Promise<RubricVersionView[]> {
  const { versions } = await apiAnswer(scoringApi.versions.responses[200], '/api/admin/scoring/rubrics', { signal });
  return versions;
}

export const rubricVersionsQueryOptions = () =>
  queryOptions({
    queryKey: adminScoringKeys.versions(),
    queryFn: ({ signal }) => getRubricVersions(signal),
    // A save in System Prompts drafts a version: whatever shows the versions reads them when it opens.
    staleTime: 0,
  });

export function useRubricVersions() {
  return useQuery(rubricVersionsQueryOptions());
}
