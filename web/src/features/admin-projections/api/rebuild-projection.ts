import type { RebuildStarted } from '@app/domain/history/history-view';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { projectionsApi } from '@app/domain/projections/projections-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminProjectionsKeys } from './admin-projections-keys';

// POST /api/admin/projections/{name}/rebuild (ADMIN) → 202 { name, version, generation, status: 'building' }: a new
// generation is built from position zero while the serving one answers, then switched in. 404 for a name that is no
// projection, 409 'A rebuild of <name> is already running'.

export async function rebuildProjection(name: string): Promise<RebuildStarted> {
  const { position: _, ...started } = await apiAnswer(projectionsApi.rebuild.responses[202], `/api/admin/projections/${encodeURIComponent(name)}/rebuild`, { method: 'POST' });
  return started;
}

/** Either way the list is read again at once: the new generation (or the one building that refused it) shows. */
export const rebuildProjectionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: rebuildProjection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProjectionsKeys.list() }),
  });

export function useRebuildProjection() {
  return useMutation(rebuildProjectionMutationOptions(useQueryClient()));
}
