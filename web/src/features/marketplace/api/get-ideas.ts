import { MARKETPLACE_PAGE_SIZE } from '@app/domain/ideas/idea-enumerations';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import type { IdeaPage } from '@app/domain/ideas/idea-view';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { ideaListSearchParams, isEmptyByConstruction, type IdeaListQuery } from '../utils/marketplace-request';
import { ideaKeys, type IdeaViewer } from './idea-keys';

// GET /api/ideas?page&limit=100&search&category&businessModel&type&source&country&trendIdeaIds&technologies&sort
// &minScore → { ideas, pagination: { page, limit, hasMore, counts: { total } } } (docs/product.md "Marketplace and idea
// detail"); the next page while hasMore.

export async function getIdeas(query: IdeaListQuery, page: number, signal?: AbortSignal): Promise<IdeaPage> {
  if (isEmptyByConstruction(query)) return emptyPage(page);
  return apiAnswer(ideasApi.list.responses[200], `/api/ideas?${ideaListSearchParams(query, page).toString()}`, { signal });
}

function emptyPage(page: number): IdeaPage {
  return { ideas: [], pagination: { page, limit: MARKETPLACE_PAGE_SIZE, hasMore: false, counts: { total: 0 } } };
}

/** The page after `last`, or undefined when the server said there is none. */
export function nextPageParam(last: IdeaPage): number | undefined {
  return last.pagination.hasMore ? last.pagination.page + 1 : undefined;
}

export const ideasInfiniteQueryOptions = (query: IdeaListQuery, viewer: IdeaViewer) =>
  infiniteQueryOptions({
    queryKey: ideaKeys.list(query, viewer),
    queryFn: ({ pageParam, signal }) => getIdeas(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Appending a page keeps the earlier pages as they were; comparing thousands of loaded ideas field by field on
    // every page (the default) would only cost frames while scrolling.
    structuralSharing: false,
  });

export function useIdeas(query: IdeaListQuery, viewer: IdeaViewer, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...ideasInfiniteQueryOptions(query, viewer), enabled: options.enabled ?? true });
}
