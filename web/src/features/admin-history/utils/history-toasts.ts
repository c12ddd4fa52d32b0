import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';

// The restore's toasts: a failure carries the server's reason when it gave one (a title too short, say).

export const RESTORE_FAILED = 'Failed to restore these values';

export const valuesRestored = (at: string): ToastOptions => ({
  variant: 'success',
  title: 'Values restored',
  description: `The idea now has its values of ${formatDateTime(at)}.`,
  duration: TOAST_DURATION.default,
});

export const restoreFailed = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: 'Error',
  description: serverMessage(error) ?? RESTORE_FAILED,
  duration: TOAST_DURATION.default,
});
