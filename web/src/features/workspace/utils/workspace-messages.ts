import { DOCUMENT_LIMIT_MESSAGE, MONTHLY_LIMIT_TITLE } from '@app/domain/workspace/limits';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';

// The workspace's counters and toasts, in the spec's words (docs/product.md "Workspace and AI generation", "Marketplace
// and idea detail").

export function documentCounterText(uniqueIdeasWithDocs: number, limit: number): string {
  return `Total Ideas with 5 Documents this month: ${uniqueIdeasWithDocs} / ${limit}`;
}

/** 7 s, like every limit message (docs/product.md "Limits"). */
export const DOCUMENT_LIMIT_TOAST: ToastOptions = {
  title: MONTHLY_LIMIT_TITLE,
  description: DOCUMENT_LIMIT_MESSAGE,
  variant: 'destructive',
  duration: TOAST_DURATION.long,
};

/**
 * Generation failures show the server's text as a destructive 'Error' (docs/product.md "Workspace and AI generation").
 */
export function generationFailedToast(error: unknown, fallback: string): ToastOptions {
  return { title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive', duration: TOAST_DURATION.default };
}

/** The page's text when the collections cannot be read. */
export const WORKSPACE_DATA_FAILED = 'Failed to fetch workspace data';

export const POWER_UP_FAILED = 'Failed to generate power-up';
export const DOCUMENT_FAILED = 'Failed to generate document. Please try again.';
export const NO_IDEA_SELECTED = 'No idea selected';

export const toasts = {
  powerUpGenerated: { title: 'Power-Up generated successfully', variant: 'success', duration: TOAST_DURATION.short },
  // Ours: the spec names no success toast for a document; the new card appearing is confirmed in words too.
  documentGenerated: { title: 'Document generated successfully', variant: 'success', duration: TOAST_DURATION.short },
  ideaSaved: { title: 'Idea saved successfully!', variant: 'success', duration: TOAST_DURATION.short },
  ideaSaveFailed: { title: 'Error saving idea', variant: 'destructive', duration: TOAST_DURATION.default },
  ideaShared: { title: 'Idea shared on Platform. Waiting for approval', variant: 'success', duration: TOAST_DURATION.short },
  documentUpdated: { title: 'Document updated successfully', variant: 'success', duration: TOAST_DURATION.short },
  documentStatsFailed: { title: 'Failed to fetch document stats', variant: 'destructive', duration: TOAST_DURATION.default },
  downloadFailed: { title: 'Download Failed', description: 'Unable to download the document.', variant: 'destructive', duration: TOAST_DURATION.default },
} as const satisfies Record<string, ToastOptions>;

/** Share and document-save failures: the server's text when it gave one, else the spec's. */
export function failureToast(error: unknown, fallback: string): ToastOptions {
  return { title: serverMessage(error) ?? fallback, variant: 'destructive', duration: TOAST_DURATION.default };
}

/**
 * The marketplace's Save Idea / Save to Workspace (docs/product.md "Workspace and AI generation": 3 s; 'Failed to save
 * idea' or the server's text).
 */
export const SAVED_TO_WORKSPACE: ToastOptions = { title: 'Idea saved to your workspace', variant: 'success', duration: TOAST_DURATION.short };
export function saveFailedToast(error: unknown): ToastOptions {
  return failureToast(error, 'Failed to save idea');
}
