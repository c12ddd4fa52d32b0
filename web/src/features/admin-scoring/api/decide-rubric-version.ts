import { scoringApi } from '@app/domain/scoring/scoring-api';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { apiAnswer } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { decisionFailed, decisionMade } from '../utils/scoring-toasts';
import { adminScoringKeys } from './admin-scoring-keys';

// POST /api/admin/scoring/rubrics/{version}/activate and …/discard → { message, version, position }: the draft becomes
// the version the marketplace shows, or is set aside (its scores stay in the store). 409 when it is not a draft.

export type RubricDecision = 'activate' | 'discard';

export async function decideRubricVersion({ version, decision }: { version: number; decision: RubricDecision }): Promise<string> {
  const { message } = await apiAnswer(scoringApi[decision].responses[200], `/api/admin/scoring/rubrics/${version}/${decision}`, { method: 'POST' });
  return message;
}

/** Every scoring read is stale after either: the statuses, and the comparison against the active version. */
export const decideRubricVersionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: decideRubricVersion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminScoringKeys.all }),
  });

/** Success shows the server's message; failure the server's reason. */
export function useDecideRubricVersion() {
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return useMutation({
    ...decideRubricVersionMutationOptions(useQueryClient()),
    onSuccess: (message) => toast(decisionMade(message)),
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(decisionFailed(error));
    },
  });
}
