import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import type { IdeaRef } from '../types';
import { ideaPath } from '../utils/idea-row';
import { stampUpdateFailed, stampUpdated } from '../utils/admin-ideas-toasts';
import { adminIdeasKeys } from './admin-ideas-keys';
import { patchRows } from './patch-rows';

// PUT /api/admin/ideas/{id}/stamp { stamp } (docs/product.md "Admin: Ideas"): Top Picks, Crazy, a custom stamp, or
// none.

export interface StampChange {
  idea: IdeaRef;
  /** Null clears the stamp. */
  stamp: string | null;
}

export async function stampIdea({ idea, stamp }: StampChange): Promise<void> {
  await apiRequest<unknown>(ideaPath(idea, '/stamp'), { method: 'PUT', body: { stamp } });
}

export const stampIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: adminIdeasKeys.rowAction('stamp'), mutationFn: stampIdea, onSuccess: (_: void, { idea, stamp }: StampChange) => patchRows(queryClient, [idea.id], { stamp }) });

export const useStampIdea = () => useAnnouncedMutation(stampIdeaMutationOptions(useQueryClient()), { success: stampUpdated, failure: stampUpdateFailed });
