import type { UserIdeaView } from '@app/domain/workspace/workspace-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// POST /api/ideas/generate-ugp2p { userContext, isPrivate } → 201 { idea } (reading B of spec 000 §7: the dialog uses
// reading B's wording, so it calls reading B's endpoint).

export interface GenerateIdea {
  userContext: string;
  isPrivate: boolean;
}

export const GENERATION_FAILED = 'Failed to generate solution. Please try again.';

export async function generateIdea(request: GenerateIdea): Promise<UserIdeaView> {
  const answer = await apiRequest<{ idea?: UserIdeaView } | null>('/api/ideas/generate-ugp2p', { method: 'POST', body: request });
  if (typeof answer?.idea?.copyId !== 'number') throw new Error(GENERATION_FAILED);
  return answer.idea;
}

/** The workspace's collections and the month's count are read again (spec 000 §4 Idea generation). */
export const generateIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: generateIdea,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.userStats() }),
      ]),
  });

export function useGenerateIdea() {
  return useMutation(generateIdeaMutationOptions(useQueryClient()));
}
