import { scoringApi } from '@app/domain/scoring/scoring-api';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { apiAnswer } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { rescoreFailed, rescoreStarted } from '../utils/scoring-toasts';
import { adminScoringKeys } from './admin-scoring-keys';

// POST /api/admin/scoring/rubrics/{version}/rescore → 202 { jobId, status, statusUrl, position }: a job scoring every
// scorable idea under the draft; the marketplace keeps the active version's scores meanwhile. 409 when the version
// is not a draft or a re-score of it already runs.

export async function rescoreRubric(version: number): Promise<string> {
  const { jobId } = await apiAnswer(scoringApi.rescore.responses[202], `/api/admin/scoring/rubrics/${version}/rescore`, { method: 'POST' });
  return jobId;
}

/** The versions are read again: the draft now names its job, and their scored counts start moving. */
export const rescoreRubricMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: rescoreRubric,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminScoringKeys.versions() }),
  });

export function useRescoreRubric() {
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return useMutation({
    ...rescoreRubricMutationOptions(useQueryClient()),
    onSuccess: (_jobId, version) => toast(rescoreStarted(version)),
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(rescoreFailed(error));
    },
  });
}
