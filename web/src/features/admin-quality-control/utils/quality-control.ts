import type { AdminIdeaRow } from '@app/domain/ideas/admin-idea-view';
import type { QualityControlIdea, QualityControlView } from '@app/domain/quality-control/quality-control-view';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';

// Small pure rules of the Quality Control section (docs/product.md "Admin: Quality Control", "Limits").

export const NO_EXACT_DUPLICATES = 'No exact duplicates found';
export const NO_SIMILAR_IDEAS = 'No similar ideas found';
export const SIMILAR_IDEAS_TITLE = 'Similar Ideas (75%+ Similarity)';
export const IDEA_DELETED = 'Idea deleted successfully';
export const IDEA_DELETE_FAILED = 'Failed to delete idea';

/** The category and batch the report is narrowed to; null is all of them. */
export interface QualityControlFilters {
  category: string | null;
  batch: number | null;
}

export const NO_FILTERS: QualityControlFilters = { category: null, batch: null };

/** The report's two lists, each read a page at a time. */
export type ReportList = 'groups' | 'pairs';

/** Groups or pairs a page holds: what the screen shows at first, and adds with 'Show 100 more'. */
export const REPORT_PAGE_SIZE = 100;

/**
 * GET /api/admin/quality-control?category=&batch= with the filters that are set (none: every platform idea), and the
 * page of one list from `offset` (the other list's count alone).
 */
export function qualityControlPath({ category, batch }: QualityControlFilters, page?: { list: ReportList; offset: number }): string {
  const params = new URLSearchParams();
  if (category !== null) params.set('category', category);
  if (batch !== null) params.set('batch', String(batch));
  if (page) {
    const other: ReportList = page.list === 'groups' ? 'pairs' : 'groups';
    params.set(`${page.list}Offset`, String(page.offset));
    params.set(`${page.list}Limit`, String(REPORT_PAGE_SIZE));
    params.set(`${other}Limit`, '0');
  }
  const query = params.toString();
  return query === '' ? '/api/admin/quality-control' : `/api/admin/quality-control?${query}`;
}

/** A list's items in a page of the report, and how many the filters list in all. */
export function listOf(list: ReportList, view: QualityControlView): { items: readonly unknown[]; total: number } {
  return list === 'groups' ? { items: view.exactDuplicates, total: view.exactDuplicatesTotal } : { items: view.similarIdeas, total: view.similarIdeasTotal };
}

/** Where the list's next page starts, or undefined once every item is loaded. */
export function nextOffset(list: ReportList, pages: readonly QualityControlView[]): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((count, page) => count + listOf(list, page).items.length, 0);
  if (!last || listOf(list, last).items.length === 0 || loaded >= listOf(list, last).total) return undefined;
  return loaded;
}

/**
 * A similarity (0 to 1) as a whole percentage, rounded down so that a pair just under a boundary never shows above
 * it: 0.999 is '99%', not the '100%' of an exact duplicate. The epsilon undoes binary fractions (0.29 × 100 is
 * 28.999...).
 */
export function similarityPercent(similarity: number): string {
  return `${Math.floor(similarity * 100 + 1e-9)}%`;
}

/**
 * The report once an idea is deleted: it leaves its group (a group left with one idea is no duplicate any more) and
 * every similar pair it shows; the counts are the server's again when the report is read again.
 */
export function withoutIdea(view: QualityControlView, ideaId: number): QualityControlView {
  return {
    ...view,
    exactDuplicates: view.exactDuplicates
      .map((group) => ({ ...group, ideas: group.ideas.filter((idea) => idea.id !== ideaId) }))
      .filter((group) => group.ideas.length > 1),
    similarIdeas: view.similarIdeas.filter((pair) => pair.idea1.id !== ideaId && pair.idea2.id !== ideaId),
  };
}

/**
 * A compared idea as the Ideas section's detail dialog opens it. Quality Control compares platform (FD) ideas, which
 * are never private and are approved exactly when published; what the report does not carry (stamp, auto-delete, trend)
 * the dialog reads with the idea itself.
 */
export function adminIdeaRowOf(idea: QualityControlIdea): AdminIdeaRow {
  return {
    id: idea.id,
    source: 'FD',
    batchNumber: idea.batchNumber,
    title: idea.title,
    description: idea.description,
    category: idea.category,
    type: idea.type,
    status: idea.status,
    private: false,
    approved: idea.status === 'Published',
    stamp: null,
    autoDeleted: false,
    autoDeleteActivatedAt: null,
    archived: false,
    trendId: null,
    creatorId: '',
    createdAt: idea.createdAt,
    updatedAt: idea.createdAt,
  };
}

/** The inline error (ours: the spec names none for this read): 'Error loading quality control: <reason>'. */
export function loadFailedText(error: unknown): string {
  const reason = serverMessage(error) ?? (error instanceof Error && error.message !== '' ? error.message : 'Unknown error');
  return `Error loading quality control: ${reason}`;
}

export const ideaDeleted = (): ToastOptions => ({ variant: 'success', title: IDEA_DELETED, duration: TOAST_DURATION.default });

/** A destructive 'Error' toast with the server's message when it sent one, else 'Failed to delete idea'. */
export const ideaDeleteFailed = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: 'Error',
  description: serverMessage(error) ?? IDEA_DELETE_FAILED,
  duration: TOAST_DURATION.default,
});
