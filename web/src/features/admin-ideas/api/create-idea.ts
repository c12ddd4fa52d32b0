import type { CreateIdeaInput } from '@app/domain/ideas/schemas';
import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import { createdIdeaOf, type CreatedIdea } from '../utils/created-idea';
import { ideaCreateFailed, ideaCreated } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';

// POST /api/admin/ideas/create/newidea (docs/product.md "Admin: Ideas"): the idea's fields, technologies as a list → {
// idea }, and `publishResult` when it was asked for as Published (a new idea has no documents: the publish may be
// refused).

export async function createIdea(idea: CreateIdeaInput): Promise<CreatedIdea> {
  return createdIdeaOf(await apiAnswer(adminIdeasApi.create.responses[201], '/api/admin/ideas/create/newidea', { method: 'POST', body: idea }));
}

/** A new idea may start a batch or a category: the lists and the filters' choices are read again. */
export const createIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: createIdea, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminIdeasKeys.all }) });

export const useCreateIdea = () => useAnnouncedMutation(createIdeaMutationOptions(useQueryClient()), { success: ideaCreated, failure: ideaCreateFailed });
