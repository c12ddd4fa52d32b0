import type { PowerUpType } from '@app/domain/workspace/power-ups';
import type { WorkspacePowerUp } from '@app/domain/workspace/workspace-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// POST /api/workspace/powerups/generate { ideaId: copy id, type } → 201 { powerUp } (any role but FREE).

export async function generatePowerUp(request: { ideaId: number; type: PowerUpType }): Promise<WorkspacePowerUp | null> {
  const answer = await apiRequest<{ powerUp?: WorkspacePowerUp } | null>('/api/workspace/powerups/generate', {
    method: 'POST',
    body: request,
  });
  return answer?.powerUp ?? null;
}

export const generatePowerUpMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: generatePowerUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useGeneratePowerUp() {
  return useMutation(generatePowerUpMutationOptions(useQueryClient()));
}
