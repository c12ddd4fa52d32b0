import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { IdeaRef } from '../types';
import { ideaPath } from '../utils/idea-row';
import { autoDeleteFailed, autoDeleteUpdated } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';
import { patchRows } from './patch-rows';

// PUT /api/admin/ideas/{id}/auto-delete { autoDeleted } → { idea: { autoDeleted, autoDeleteActivatedAt } } (spec 001
// §4, §7): the 48-hour countdown, platform ideas only.

/** The answer's `idea` object, or an empty one (spec 001 §7 does not show its fields). */
const answeredIdea = (answer: unknown): Record<string, unknown> =>
  typeof answer === 'object' && answer !== null && 'idea' in answer && typeof answer.idea === 'object' && answer.idea !== null
    ? (answer.idea as Record<string, unknown>)
    : {};

export interface AutoDeleteSwitch {
  idea: IdeaRef;
  autoDeleted: boolean;
}

/** Resolves with when the countdown started (null when switched off), which the row counts down from. */
export async function switchAutoDelete({ idea, autoDeleted }: AutoDeleteSwitch): Promise<string | null> {
  const answer = await apiRequest<unknown>(ideaPath(idea, '/auto-delete'), { method: 'PUT', body: { autoDeleted } });
  const startedAt = answeredIdea(answer).autoDeleteActivatedAt;
  if (!autoDeleted) return null;
  return typeof startedAt === 'string' ? startedAt : new Date().toISOString();
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
