import { FEATURED_IDEA_IDS, FEATURED_IDEAS_PATH } from '@app/domain/ideas/idea-enumerations';
import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { selectFeaturedIdeas } from '../utils/featured-ideas';
import { landingKeys } from './landing-keys';

// GET /api/ideas?limit=13&trendIdeaIds=[the featured ids] → { ideas, pagination } (docs/product.md "Landing page";
// docs/decisions.md "The landing page asks for its 13 featured ideas only"): the 13 featured ideas' cards, shown in
// the order of their ids.

export async function getFeaturedIdeas(signal?: AbortSignal): Promise<IdeaCardView[]> {
  const { ideas } = await apiAnswer(ideasApi.list.responses[200], FEATURED_IDEAS_PATH, { signal });
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
