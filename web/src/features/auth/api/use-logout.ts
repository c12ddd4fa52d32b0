import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/session/auth-store';

/**
 * docs/product.md "Accounts and sessions": end the server session, forget everything about this one, then reload on /
 * with the history entry replaced, so no page keeps state from the signed-out user.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { signedOut } = useAuthActions();
  return async () => {
    // Called while the token is still stored, so the server can end the session it belongs to.
    await apiRequest<void>('/api/auth/logout', { method: 'POST' }).catch(() => {
      // Signing out locally must not depend on the server answering.
    });
    signedOut();
    sessionStorage.clear();
    await queryClient.cancelQueries();
    queryClient.clear();
    window.location.replace('/');
  };
}
