import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { PublishResults, UnpublishResults } from '../types';
import { publishFailed, publishReport, unpublishFailed, unpublishReport } from '../utils/admin-ideas-toasts';
import { patchRows } from './patch-rows';

// POST /api/admin/ideas/publish and /unpublish { ideaIds } → { results } (docs/product.md "Admin: Ideas"): bulk Approve
// & Publish and Unpublish. Publishing is the approval, so a published row also reads 'Approved'.

export async function publishIdeas(ideaIds: number[]): Promise<PublishResults> {
  return (await apiAnswer(adminIdeasApi.publish.responses[200], '/api/admin/ideas/publish', { method: 'POST', body: { ideaIds } })).results;
}

export async function unpublishIdeas(ideaIds: number[]): Promise<UnpublishResults> {
  return (await apiAnswer(adminIdeasApi.unpublish.responses[200], '/api/admin/ideas/unpublish', { method: 'POST', body: { ideaIds } })).results;
}

const setStatus = (queryClient: QueryClient, ids: number[], published: boolean) =>
  patchRows(queryClient, ids, { status: published ? 'Published' : 'Unpublished', approved: published });

export const publishIdeasMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: publishIdeas,
    onSuccess: (results: PublishResults) => setStatus(queryClient, results.published, true),
  });

export const unpublishIdeasMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: unpublishIdeas,
    onSuccess: (results: UnpublishResults) => setStatus(queryClient, results.unpublished, false),
  });

export function usePublishIdeas() {
  return useAnnouncedMutation(publishIdeasMutationOptions(useQueryClient()), { success: publishReport, failure: publishFailed });
}

export function useUnpublishIdeas() {
  return useAnnouncedMutation(unpublishIdeasMutationOptions(useQueryClient()), { success: unpublishReport, failure: unpublishFailed });
}
