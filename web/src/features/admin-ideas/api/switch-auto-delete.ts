import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { IdeaRef } from '../types';
import { ideaPath } from '../utils/idea-row';
import { autoDeleteFailed, autoDeleteUpdated } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';
import { patchRows } from './patch-rows';

// PUT /api/admin/ideas/{id}/auto-delete { autoDeleted } → { idea: { autoDeleted, autoDeleteActivatedAt } }
// (docs/product.md "Admin: Ideas"): the 48-hour countdown, platform ideas only.

export interface AutoDeleteSwitch {
  idea: IdeaRef;
  autoDeleted: boolean;
}

/** Resolves with when the countdown started (null when switched off), which the row counts down from. */
export async function switchAutoDelete({ idea, autoDeleted }: AutoDeleteSwitch): Promise<string | null> {
  const answer = await apiAnswer(adminIdeasApi.autoDelete.responses[200], ideaPath(idea, '/auto-delete'), { method: 'PUT', body: { autoDeleted } });
  if (!autoDeleted) return null;
  return answer.idea.autoDeleteActivatedAt ?? new Date().toISOString();
}

export const switchAutoDeleteMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: adminIdeasKeys.rowAction('auto-delete'),
    mutationFn: switchAutoDelete,
    onSuccess: (startedAt: string | null, { idea, autoDeleted }: AutoDeleteSwitch) =>
      patchRows(queryClient, [idea.id], { autoDeleted, autoDeleteActivatedAt: startedAt }),
  });

export const useSwitchAutoDelete = () =>
  useAnnouncedMutation(switchAutoDeleteMutationOptions(useQueryClient()), { success: autoDeleteUpdated, failure: autoDeleteFailed });
