import type { UserIdeaView } from '@app/domain/workspace/workspace-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// POST /api/ideas/generate-ugp2p { userContext, isPrivate } → 201 { idea } (reading B of docs/product.md "Workspace and
// AI generation": the dialog uses reading B's wording, so it calls reading B's endpoint).

export interface GenerateIdea {
  userContext: string;
  isPrivate: boolean;
}

export const GENERATION_FAILED = 'Failed to generate solution. Please try again.';

export async function generateIdea(request: GenerateIdea): Promise<UserIdeaView> {
  return (await apiAnswer(workspaceApi.generateUgp2p.responses[201], '/api/ideas/generate-ugp2p', { method: 'POST', body: request })).idea;
}

/** The workspace's collections and the month's count are read again (docs/product.md "Workspace and AI generation"). */
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
