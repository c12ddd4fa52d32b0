import { FEATURED_IDEA_IDS, LANDING_IDEA_LIMIT } from '@app/domain/ideas/idea-enumerations';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ideasOfPage, selectFeaturedIdeas } from '../utils/featured-ideas';
import { landingKeys } from './landing-keys';

// GET /api/ideas?limit=7100 → { ideas, pagination } (docs/product.md "Landing page", "Limits"): the landing page reads
// the idea list and shows the 13 featured ones. Only those 13 are kept in the cache, not the whole list.

export const INVALID_IDEAS_RESPONSE = 'Invalid response format from server';

export async function getFeaturedIdeas(signal?: AbortSignal): Promise<IdeaView[]> {
  const ideas = ideasOfPage(await apiRequest<unknown>(`/api/ideas?limit=${LANDING_IDEA_LIMIT}`, { signal }));
  if (!ideas) throw new Error(INVALID_IDEAS_RESPONSE);
  return selectFeaturedIdeas(ideas, FEATURED_IDEA_IDS);
}

export const featuredIdeasQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.featuredIdeas(),
    queryFn: ({ signal }) => getFeaturedIdeas(signal),
  });

export function useFeaturedIdeas() {
  return useQuery(featuredIdeasQueryOptions());
}
