import type { PowerUpType } from '@app/domain/workspace/power-ups';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// POST /api/workspace/powerups/generate { ideaId: copy id, type } → 201 { powerUp } (any role but FREE).

/** The new power-up is read with the collections, not from the answer. */
export async function generatePowerUp(request: { ideaId: number; type: PowerUpType }): Promise<void> {
  await apiRequest<unknown>('/api/workspace/powerups/generate', { method: 'POST', body: request });
}

export const generatePowerUpMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: generatePowerUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.collections() }),
  });

export function useGeneratePowerUp() {
  return useMutation(generatePowerUpMutationOptions(useQueryClient()));
}
