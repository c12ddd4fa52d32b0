import type { IdeaCardView } from '@app/domain/ideas/idea-view';

// The add-ideas dialog (docs/product.md "Admin: Trends"): which ideas it offers, its filters, and the selection.

export const CANDIDATE_SOURCE_FILTERS = ['all', 'FD', 'UGC'] as const;
export type CandidateSourceFilter = (typeof CANDIDATE_SOURCE_FILTERS)[number];

export const CANDIDATE_TYPE_FILTERS = ['all', 'FREE', 'PREMIUM'] as const;
export type CandidateTypeFilter = (typeof CANDIDATE_TYPE_FILTERS)[number];

export interface CandidateFilters {
  search: string;
  source: CandidateSourceFilter;
  type: CandidateTypeFilter;
  /** 'all' or one category. */
  category: string;
}

export const NO_CANDIDATE_FILTERS: CandidateFilters = { search: '', source: 'all', type: 'all', category: 'all' };

type Candidate = Pick<IdeaCardView, 'id' | 'title' | 'description' | 'category' | 'type' | 'source' | 'status' | 'archived' | 'private'>;

/**
 * FD is the platform's own (IdeaSource); UGI and UGP2P are both user generated, shown as UGC (docs/product.md
 * "Overview").
 */
export function ideaSourceTag(source: string): 'FD' | 'UGC' {
  return source === 'FD' ? 'FD' : 'UGC';
}

/** The categories of a comma-separated list, trimmed, without blanks. */
export function ideaCategories(category: string): string[] {
  return category
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The Category filter's options: every category any idea names, alphabetically. */
export function categoryOptions(ideas: readonly Pick<IdeaCardView, 'category'>[]): string[] {
  const categories = new Set<string>();
  for (const idea of ideas) for (const category of ideaCategories(idea.category)) categories.add(category);
  return [...categories].sort((a, b) => a.localeCompare(b));
}

/**
 * What may be added: Published ideas (an admin's list holds unpublished ones too) that are not archived nor private
 * — the server refuses to link those — and are not in the trend already.
 */
export function offeredIdeas<T extends Candidate>(ideas: readonly T[], inTrend: ReadonlySet<number>): T[] {
  return ideas.filter((idea) => idea.status === 'Published' && !idea.archived && !idea.private && !inTrend.has(idea.id));
}

/** The ideas the dialog's search (title or description, any case) and filters let through. */
export function filterCandidates<T extends Candidate>(ideas: readonly T[], filters: CandidateFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  return ideas.filter(
    (idea) =>
      (filters.source === 'all' || ideaSourceTag(idea.source) === filters.source) &&
      (filters.type === 'all' || idea.type === filters.type) &&
      (filters.category === 'all' || ideaCategories(idea.category).includes(filters.category)) &&
      (search === '' || idea.title.toLowerCase().includes(search) || idea.description.toLowerCase().includes(search)),
  );
}

/** 'Add 1 Idea', 'Add 3 Ideas' (docs/product.md "Admin: Trends": 'Add N Idea(s)'). */
export function addIdeasLabel(count: number): string {
  return `Add ${count} ${count === 1 ? 'Idea' : 'Ideas'}`;
}

export function toggleSelected(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all box reflects the ideas on screen: checked when all are selected, mixed when some are. */
export function selectAllState(selected: ReadonlySet<number>, shownIds: readonly number[]): SelectAllState {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}

/**
 * Select-all selects every idea on screen (the ones the filters let through), or clears them when all are selected
 * already. Selections hidden by the filters are kept either way, so a search can be narrowed several times.
 */
export function toggleAll(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  if (selectAllState(selected, shownIds) === 'all') for (const id of shownIds) next.delete(id);
  else for (const id of shownIds) next.add(id);
  return next;
}

/** The ids to send: the selected ideas still on offer (the list may have changed since they were ticked). */
export function idsToAdd(selected: ReadonlySet<number>, offered: readonly Pick<IdeaCardView, 'id'>[]): number[] {
  return offered.filter((idea) => selected.has(idea.id)).map((idea) => idea.id);
}
