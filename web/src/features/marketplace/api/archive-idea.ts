import type { IdeaPage, IdeaCardView } from '@app/domain/ideas/idea-view';
import { mutationOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

// PUT /api/ideas/{id}/archive → { message: 'Idea archived', idea } (docs/product.md "Marketplace and idea detail"):
// sent when an auto-delete countdown reaches zero. The server decides (409 before the 48 hours are up); a failure is
// silent, only logged (docs/product.md "Marketplace and idea detail" 'Failed to archive idea').

export const ARCHIVE_FAILED = 'Failed to archive idea';

export async function archiveIdea(id: number): Promise<void> {
  await apiRequest<unknown>(`/api/ideas/${id}/archive`, { method: 'PUT', body: {} });
}

/** The cached pages with the idea marked archived; the same object when the idea is not in them. */
export function withArchivedIdea(data: InfiniteData<IdeaPage> | undefined, id: number): InfiniteData<IdeaPage> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.ideas.some((idea) => idea.id === id && !idea.archived)) return page;
    changed = true;
    return { ...page, ideas: page.ideas.map((idea): IdeaCardView => (idea.id === id ? { ...idea, archived: true } : idea)) };
  });
  return changed ? { ...data, pages } : data;
}

export const archiveIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: archiveIdea,
    // The card says 'Archived' at once; the lists are not read again (a list of thousands would be re-read page by
    // page for one flag), and the next read leaves the idea out for anyone but ADMIN.
    onSuccess: (_answer: void, id: number) => {
      queryClient.setQueriesData<InfiniteData<IdeaPage>>({ queryKey: ideaKeys.lists() }, (data) => withArchivedIdea(data, id));
    },
    onError: (error: unknown) => {
      console.warn(ARCHIVE_FAILED, error);
    },
  });

export function useArchiveIdea() {
  const queryClient = useQueryClient();
  return useMutation(archiveIdeaMutationOptions(queryClient));
}
