import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { SESSION_EXPIRED_MESSAGE, serverMessage } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';

// The System Prompts section's toasts (docs/product.md "Admin: System Prompts"). Failures are destructive 'Error'
// toasts, like the rest of the panel, showing the server's message when it sent one, else the spec's text.

const FAILED = { variant: 'destructive', title: 'Error', duration: TOAST_DURATION.default } as const;

export const PROMPTS_FETCH_FAILED = 'Failed to fetch prompts';
export const PROMPTS_SAVE_FAILED = 'Failed to save prompts';
export const PROMPTS_SAVED = 'Prompts saved successfully';

const failed =
  (fallback: string) =>
  (error: unknown): ToastOptions => ({
    ...FAILED,
    description: serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : fallback),
  });

export const promptsFetchFailed = failed(PROMPTS_FETCH_FAILED);
export const promptsSaveFailed = failed(PROMPTS_SAVE_FAILED);

export const sessionExpired = (): ToastOptions => ({ ...FAILED, description: SESSION_EXPIRED_MESSAGE });

export const promptsSaved = (): ToastOptions => ({ variant: 'success', title: PROMPTS_SAVED, duration: TOAST_DURATION.default });
