import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { ADMIN_IDEAS_STALE_MS } from './get-admin-ideas';
import { adminIdeasKeys } from './admin-ideas-keys';

// The Filter Ideas panel's choices (docs/product.md "Admin: Ideas"): GET /api/admin/ideas/categories → { categories }
// (sorted) and GET /api/admin/ideas/batches → { batches } (descending).

export async function getIdeaCategories(signal?: AbortSignal): Promise<string[]> {
  return (await apiAnswer(adminIdeasApi.categories.responses[200], '/api/admin/ideas/categories', { signal })).categories;
}

export async function getIdeaBatches(signal?: AbortSignal): Promise<number[]> {
  return (await apiAnswer(adminIdeasApi.batches.responses[200], '/api/admin/ideas/batches', { signal })).batches;
}

export const ideaCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminIdeasKeys.categories(), queryFn: ({ signal }) => getIdeaCategories(signal), staleTime: ADMIN_IDEAS_STALE_MS });

export const ideaBatchesQueryOptions = () =>
  queryOptions({ queryKey: adminIdeasKeys.batches(), queryFn: ({ signal }) => getIdeaBatches(signal), staleTime: ADMIN_IDEAS_STALE_MS });

export const useIdeaCategories = () => useQuery(ideaCategoriesQueryOptions());
export const useIdeaBatches = () => useQuery(ideaBatchesQueryOptions());
