import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { SessionExpiredError, serverMessage } from '../../../lib/api-client';

// The trends' texts (docs/product.md "Trends"). Failures prefer the server's message; a lapsed session says so.

export const TREND_FETCH_FAILED = 'Failed to fetch trend';
export const TREND_IDEAS_FETCH_FAILED = 'Failed to fetch ideas for trend';
export const CANDIDATES_LOAD_FAILED = 'Failed to load ideas. Please try closing and reopening the modal.';
export const ADD_IDEAS_FAILED = 'Failed to add ideas to trend';
export const DELETE_TREND_FAILED = 'Failed to delete trend';
// Ours: the spec names no text for removing an idea from a trend; the server answers 'Idea removed from trend'.
export const REMOVE_IDEA_FAILED = 'Failed to remove idea from trend';
export const IDEA_REMOVED = 'Idea removed from trend';

export const TRENDS_ERROR_TITLE = 'Error Loading Trends';
export const TRENDS_ERROR_TEXT = 'There was a problem loading the trends. Please try again later.';

/** Shown beside the disabled 'Add 0 Ideas' while nothing is selected. */
export const NO_IDEAS_SELECTED = { title: 'No ideas selected', description: 'Please select at least one idea to add to the trend.' } as const;

/** The reason a call failed, in words for the user: the server's own, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof SessionExpiredError) return error.message;
  return serverMessage(error) ?? fallback;
}

const failed =
  (fallback: string) =>
  (error: unknown): ToastOptions => ({
    title: 'Error',
    description: failureText(error, fallback),
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  });

export const addIdeasFailed = failed(ADD_IDEAS_FAILED);
export const deleteTrendFailed = failed(DELETE_TREND_FAILED);
export const removeIdeaFailed = failed(REMOVE_IDEA_FAILED);


/** Ideas linked already (someone else added them meanwhile) are skipped by the server; the toast says how many. */
export const ideasAdded = (skipped: number): ToastOptions => ({
  title: 'Ideas added successfully',
  ...(skipped > 0 ? { description: `${skipped} ${skipped === 1 ? 'idea was' : 'ideas were'} in the trend already.` } : {}),
  variant: 'success',
  duration: TOAST_DURATION.short,
});

export const trendDeleted = (): ToastOptions => ({ title: 'Trend deleted', variant: 'success', duration: TOAST_DURATION.short });

export const ideaRemoved = (): ToastOptions => ({ title: IDEA_REMOVED, variant: 'success', duration: TOAST_DURATION.short });
