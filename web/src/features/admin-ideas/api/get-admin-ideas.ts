import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import type { AdminIdeaPage } from '../types';
import { ADMIN_IDEAS_PAGE_SIZE, ideaListSearch } from '../utils/idea-list-params';
import { adminIdeasKeys } from './admin-ideas-keys';

// GET /api/admin/ideas/all?limit&offset&<filters>&sort&order → { ideas, total } (ADMIN; docs/product.md "Admin: Ideas"
// and the curation contract): pages of 500 rows for the infinite scroll.

/** docs/product.md "Admin: Ideas": the admin ideas list is fresh for 5 minutes. */
export const ADMIN_IDEAS_STALE_MS = 5 * 60_000;

export async function getAdminIdeas(query: Record<string, string>, offset: number, signal?: AbortSignal): Promise<AdminIdeaPage> {
  return apiAnswer(adminIdeasApi.list.responses[200], `/api/admin/ideas/all?${ideaListSearch(query, offset)}`, { signal });
}

/** The next page's offset, or undefined once every matching idea is loaded. */
export function nextOffset(pages: readonly AdminIdeaPage[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.ideas.length, 0);
  const last = pages.at(-1);
  if (!last || last.ideas.length < ADMIN_IDEAS_PAGE_SIZE || loaded >= last.total) return undefined;
  return loaded;
}

export const adminIdeasQueryOptions = (query: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: adminIdeasKeys.list(query),
    queryFn: ({ pageParam, signal }) => getAdminIdeas(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    staleTime: ADMIN_IDEAS_STALE_MS,
  });

export function useAdminIdeas(query: Record<string, string>) {
  return useInfiniteQuery(adminIdeasQueryOptions(query));
}
