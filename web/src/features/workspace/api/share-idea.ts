import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// PUT /api/ideas/share/{id} { type: 'UGI' | 'UGP2P' }: a private generated idea goes public, waiting for approval.

export async function shareIdea({ id, type }: { id: number; type: UserIdeaSource }): Promise<void> {
  await apiRequest<unknown>(`/api/ideas/share/${id}`, { method: 'PUT', body: { type } });
}

export const shareIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: shareIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useShareIdea() {
  return useMutation(shareIdeaMutationOptions(useQueryClient()));
}
