import { MARKETPLACE_PAGE_SIZE } from '@app/domain/ideas/idea-enumerations';
import type { IdeaPage } from '@app/domain/ideas/idea-view';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ideaListSearchParams, isEmptyByConstruction, type IdeaListQuery } from '../utils/marketplace-request';
import { ideaKeys, type IdeaViewer } from './idea-keys';

// GET /api/ideas?page&limit=100&search&category&businessModel&type&source&country&trendIdeaIds&technologies&sort
// → { ideas, pagination: { page, limit, hasMore, counts: { total } } } (spec 000 §7); the next page while hasMore.

export const INVALID_IDEAS_RESPONSE = 'Invalid response format from server';

export async function getIdeas(query: IdeaListQuery, page: number, signal?: AbortSignal): Promise<IdeaPage> {
  if (isEmptyByConstruction(query)) return emptyPage(page);
  const answer = await apiRequest<unknown>(`/api/ideas?${ideaListSearchParams(query, page).toString()}`, { signal });
  if (!isIdeaPage(answer)) throw new Error(INVALID_IDEAS_RESPONSE);
  return answer;
}

function emptyPage(page: number): IdeaPage {
  return { ideas: [], pagination: { page, limit: MARKETPLACE_PAGE_SIZE, hasMore: false, counts: { total: 0 } } };
}

function isIdeaPage(answer: unknown): answer is IdeaPage {
  if (typeof answer !== 'object' || answer === null) return false;
  const { ideas, pagination } = answer as Partial<IdeaPage>;
  return (
    Array.isArray(ideas) &&
    typeof pagination === 'object' &&
    pagination !== null &&
    typeof pagination.page === 'number' &&
    typeof pagination.hasMore === 'boolean' &&
    typeof pagination.counts?.total === 'number'
  );
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
