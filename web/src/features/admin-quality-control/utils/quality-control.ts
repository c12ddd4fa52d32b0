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

/** GET /api/admin/quality-control?category=&batch= with the filters that are set (none: every platform idea). */
export function qualityControlPath({ category, batch }: QualityControlFilters): string {
  const params = new URLSearchParams();
  if (category !== null) params.set('category', category);
  if (batch !== null) params.set('batch', String(batch));
  const query = params.toString();
  return query === '' ? '/api/admin/quality-control' : `/api/admin/quality-control?${query}`;
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
 * every similar pair it was in.
 */
export function withoutIdea(view: QualityControlView, ideaId: number): QualityControlView {
  return {
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
