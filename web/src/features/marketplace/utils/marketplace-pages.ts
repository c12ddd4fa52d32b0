import type { IdeaPage, IdeaCardView } from '@app/domain/ideas/idea-view';

// The loaded pages as one list. Pages are read by offset, so an idea published between two reads can push one
// already shown onto the next page too: it is shown once.

export function loadedIdeas(pages: readonly IdeaPage[]): IdeaCardView[] {
  const seen = new Set<number>();
  const ideas: IdeaCardView[] = [];
  for (const page of pages) {
    for (const idea of page.ideas) {
      if (seen.has(idea.id)) continue;
      seen.add(idea.id);
      ideas.push(idea);
    }
  }
  return ideas;
}

/** The total as the latest page counted it (the catalog may have changed since the first). */
export function totalOf(pages: readonly IdeaPage[]): number | undefined {
  return pages.at(-1)?.pagination.counts.total;
}
