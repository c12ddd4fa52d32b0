import { ideasApi } from '@app/domain/ideas/ideas-api';
import type { IdeaScoreDetail } from '@app/domain/scoring/scorecard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/ideas/{id} → { idea } for a copy of a platform idea or of a member's published idea (the member's own
// included): the original's scorecard (docs/features.md "Scores"), which the copy does not carry. The member saved it, so it is theirs to read (a premium idea needs PREMIUM to save);
// the server counts the read as one view of the original.

export async function getOriginalScore(ideaId: number, signal?: AbortSignal): Promise<IdeaScoreDetail | null> {
  return (await apiAnswer(ideasApi.one.responses[200], `/api/ideas/${ideaId}`, { signal })).idea.score;
}

/** Scores change only when the idea or the rubric does: kept five minutes. */
const ORIGINAL_SCORE_STALE_MS = 5 * 60_000;

export const originalScoreQueryOptions = (ideaId: number) =>
  queryOptions({
    queryKey: workspaceKeys.originalScore(ideaId),
    queryFn: ({ signal }) => getOriginalScore(ideaId, signal),
    staleTime: ORIGINAL_SCORE_STALE_MS,
  });

/** Disabled for a member's idea the marketplace does not list (not published): only listed ideas are read there. */
export function useOriginalScore(ideaId: number, enabled: boolean) {
  return useQuery({ ...originalScoreQueryOptions(ideaId), enabled });
}
