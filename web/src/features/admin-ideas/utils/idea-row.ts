import type { AdminIdeaRow, IdeaRef } from '../types';

/** docs/product.md "Limits": two categories per row. */
export const ROW_CATEGORY_COUNT = 2;

export function splitCategories(category: string): string[] {
  return category
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function rowCategories(category: string): { shown: string[]; more: number } {
  const all = splitCategories(category);
  return { shown: all.slice(0, ROW_CATEGORY_COUNT), more: Math.max(0, all.length - ROW_CATEGORY_COUNT) };
}

/** Type, auto-delete and edits are for platform ideas only (docs/product.md "Admin: Ideas"; the curation contract). */
export const isPlatformIdea = (idea: Pick<AdminIdeaRow, 'source'>) => idea.source === 'FD';

/** docs/product.md "Admin: Ideas": a row action needs an id and a type, else 'Invalid idea data'. */
export function isActionable(idea: Partial<Pick<AdminIdeaRow, 'id' | 'type'>> | null | undefined): boolean {
  return typeof idea?.id === 'number' && Number.isInteger(idea.id) && idea.id > 0 && (idea.type === 'FREE' || idea.type === 'PREMIUM');
}

/** The path of one idea's admin route; a user idea names its source outright (the curation contract). */
export function ideaPath(idea: IdeaRef, suffix = ''): string {
  const path = `/api/admin/ideas/${idea.id}${suffix}`;
  return idea.source === 'FD' ? path : `${path}?source=${idea.source}`;
}

/** The row's visibility label (docs/product.md "Admin: Ideas"): platform ideas have none. */
export function visibilityLabel(idea: Pick<AdminIdeaRow, 'source' | 'private'>): 'Private' | 'Public' | null {
  if (isPlatformIdea(idea)) return null;
  return idea.private ? 'Private' : 'Public';
}

export const approvalLabel = (idea: Pick<AdminIdeaRow, 'approved'>) => (idea.approved ? 'Approved' : 'Not approved');
