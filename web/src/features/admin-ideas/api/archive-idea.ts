import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchRows } from './patch-rows';

/**
 * PUT /api/ideas/{id}/archive (docs/product.md "Admin: Ideas"): sent when a countdown reaches zero; a failure is only
 * logged.
 */
export async function archiveIdea(id: number): Promise<void> {
  await apiRequest<unknown>(`/api/ideas/${id}/archive`, { method: 'PUT', body: {} });
}

export const archiveIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: archiveIdea,
    onSuccess: (_: void, id: number) => patchRows(queryClient, [id], { archived: true }),
    onError: (error: unknown) => console.warn('Failed to archive idea', error),
  });

export const useArchiveIdea = () => useMutation(archiveIdeaMutationOptions(useQueryClient()));
