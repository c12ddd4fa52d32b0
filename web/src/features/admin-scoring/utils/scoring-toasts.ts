import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';

// The scoring rubric's toasts (docs/product.md "Scores and market sizing"), in the panel's style: failures are
// destructive 'Error' toasts with the server's reason when it sent one, else ours; successes say what happened.

const failed =
  (fallback: string) =>
  (error: unknown): ToastOptions => ({
    variant: 'destructive',
    title: 'Error',
    description: serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : fallback),
    duration: TOAST_DURATION.default,
  });

export const RUBRIC_VERSIONS_FAILED = 'Failed to fetch the scoring rubric versions';
export const RUBRIC_COMPARISON_FAILED = 'Failed to compare the scoring rubric versions';

export const rescoreFailed = failed('Failed to start re-scoring');
export const decisionFailed = failed('Failed to change the scoring rubric');

export const rescoreStarted = (version: number): ToastOptions => ({
  variant: 'success',
  title: `Re-scoring with version ${version} started`,
  description: 'The marketplace keeps the active scores until you switch.',
  duration: TOAST_DURATION.default,
});

/** The server's own words: 'Rubric version 3 activated', say. */
export const decisionMade = (message: string): ToastOptions => ({ variant: 'success', title: message, duration: TOAST_DURATION.default });
