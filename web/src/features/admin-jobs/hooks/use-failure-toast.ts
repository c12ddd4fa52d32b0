import { useCallback } from 'react';
import { toast, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';

/**
 * A failed call's toast; a 401 sends the admin to /login with 'Please login to access admin panel' instead
 * (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs").
 */
export function useFailureToast(failure: (error: unknown) => ToastOptions): (error: unknown) => void {
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return useCallback(
    (error: unknown) => {
      if (!redirectIfSessionExpired(error)) toast(failure(error));
    },
    [redirectIfSessionExpired, failure],
  );
}
