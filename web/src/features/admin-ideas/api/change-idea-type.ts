import type { IdeaType } from '@app/domain/ideas/idea-enumerations';
import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { IdeaRef } from '../types';
import { ideaPath } from '../utils/idea-row';
import { typeUpdateFailed, typeUpdated } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';
import { patchRows } from './patch-rows';

// PUT /api/admin/ideas/{id}/type { type } (docs/product.md "Admin: Ideas"): Make Premium / Make Free, platform ideas
// only.

export interface TypeChange {
  idea: IdeaRef;
  type: IdeaType;
}

export async function changeIdeaType({ idea, type }: TypeChange): Promise<void> {
  await apiRequest<unknown>(ideaPath(idea, '/type'), { method: 'PUT', body: { type } });
}

export const changeIdeaTypeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: adminIdeasKeys.rowAction('type'), mutationFn: changeIdeaType, onSuccess: (_: void, { idea, type }: TypeChange) => patchRows(queryClient, [idea.id], { type }) });

export const useChangeIdeaType = () =>
  useAnnouncedMutation(changeIdeaTypeMutationOptions(useQueryClient()), { success: (_, { type }) => typeUpdated(type), failure: typeUpdateFailed });
