import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';

// Small pure rules of the Batch-Runs section (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs", "Limits").

export const NO_BATCH_RUNS = 'No batch runs found';
export const BATCH_RUNS_FETCH_FAILED = 'Failed to fetch batch runs';
/** docs/product.md "Limits": the batch table cuts categories at 100 characters. */
export const CATEGORIES_SHOWN = 100;

/**
 * The categories as the table shows them: the first 100 characters and an ellipsis when the text is longer (`cut`:
 * the row offers 'View more'). Counted in characters as a reader sees them, so an emoji or an accented letter is
 * never split in half.
 */
export function cutCategories(text: string): { shown: string; cut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= CATEGORIES_SHOWN) return { shown: text, cut: false };
  return { shown: `${characters.slice(0, CATEGORIES_SHOWN).join('').trimEnd()}…`, cut: true };
}

/** The destructive toast of a failed read: the server's message when it sent one, else 'Failed to fetch batch runs'. */
export const batchRunsFetchFailed = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: 'Error',
  description: serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : BATCH_RUNS_FETCH_FAILED),
  duration: TOAST_DURATION.default,
});
