import type { IdeaCardView } from '@app/domain/ideas/idea-view';

/**
 * The landing page's featured ideas (docs/product.md "Landing page"): the ideas of the list whose ids are in `ids`, in
 * the order of `ids`. An id the list does not hold (unpublished, deleted) is left out rather than shown as a hole.
 */
export function selectFeaturedIdeas<T extends Pick<IdeaCardView, 'id'>>(ideas: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(ideas.map((idea) => [idea.id, idea]));
  const featured: T[] = [];
  for (const id of new Set(ids)) {
    const idea = byId.get(id);
    if (idea) featured.push(idea);
  }
  return featured;
}
