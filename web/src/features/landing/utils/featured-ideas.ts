import type { IdeaView } from '@app/domain/ideas/idea-view';

/**
 * The landing page's featured ideas (docs/product.md "Landing page"): the ideas of the list whose ids are in `ids`, in
 * the order of `ids`. An id the list does not hold (unpublished, deleted, beyond the first page) is left out rather
 * than shown as a hole.
 */
export function selectFeaturedIdeas<T extends Pick<IdeaView, 'id'>>(ideas: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(ideas.map((idea) => [idea.id, idea]));
  const featured: T[] = [];
  for (const id of new Set(ids)) {
    const idea = byId.get(id);
    if (idea) featured.push(idea);
  }
  return featured;
}

/** The ideas of a `GET /api/ideas` answer, or null when the answer carries no list of ideas. */
export function ideasOfPage(body: unknown): IdeaView[] | null {
  if (typeof body !== 'object' || body === null || !('ideas' in body) || !Array.isArray(body.ideas)) return null;
  return (body.ideas as unknown[]).filter(isIdeaLike) as IdeaView[];
}

// Enough to render a card; the server's shape is typed in IdeaView and checked by its own tests.
function isIdeaLike(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'title' in value &&
    typeof value.title === 'string'
  );
}
