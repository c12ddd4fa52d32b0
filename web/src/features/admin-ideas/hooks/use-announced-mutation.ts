import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { toast, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';

interface Announcements<Data, Variables> {
  /** The toast for a success, or null for none. */
  success: (data: Data, variables: Variables) => ToastOptions | null;
  failure: (error: unknown) => ToastOptions;
}

/**
 * Every action of the section the same way: its cache change, then its toast; a 401 sends the admin to /login with
 * 'Please login to access admin panel' instead of a toast (docs/product.md "Admin: Ideas").
 */
export function useAnnouncedMutation<Data, Variables>(
  options: UseMutationOptions<Data, Error, Variables>,
  { success, failure }: Announcements<Data, Variables>,
) {
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return useMutation({
    ...options,
    onSuccess: async (data, variables, ...rest) => {
      await options.onSuccess?.(data, variables, ...rest);
      const shown = success(data, variables);
      if (shown) toast(shown);
    },
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(failure(error));
    },
  });
}
