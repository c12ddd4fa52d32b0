import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import type { DeletedIdea } from '../types';

// Small pure rules of the Deleted Ideas section (docs/product.md "Admin: Deleted Ideas").

export const IDEA_RESTORED = 'Idea restored successfully';
export const RESTORE_FAILED = 'Failed to restore idea';
export const NO_DELETED_IDEAS = 'No deleted ideas found';

/**
 * The restore call for a row. User ideas say their source outright: their ids and the platform's come from separate
 * sequences, so the same number can name an FD idea too.
 */
export function restorePath({ source, ideaId }: Pick<DeletedIdea, 'source' | 'ideaId'>): string {
  const path = `/api/admin/deleted-ideas/restore/${ideaId}`;
  return source === 'FD' ? path : `${path}?${new URLSearchParams({ source }).toString()}`;
}

/** The cached list once a row is restored. */
export function withoutDeletedIdea(ideas: DeletedIdea[] | undefined, id: number): DeletedIdea[] | undefined {
  return ideas?.filter((idea) => idea.id !== id);
}

/** The inline error: 'Error loading deleted ideas: <reason>' (docs/product.md "Admin: Deleted Ideas"). */
export function loadFailedText(error: unknown): string {
  const reason = serverMessage(error) ?? (error instanceof Error && error.message !== '' ? error.message : 'Unknown error');
  return `Error loading deleted ideas: ${reason}`;
}

export const ideaRestored = (): ToastOptions => ({ variant: 'success', title: IDEA_RESTORED, duration: TOAST_DURATION.default });

/** A destructive 'Error' toast with the server's message when it sent one, else 'Failed to restore idea'. */
export const restoreFailed = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: 'Error',
  description: serverMessage(error) ?? RESTORE_FAILED,
  duration: TOAST_DURATION.default,
});
