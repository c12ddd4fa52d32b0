import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { userDeleteFailed, userDeleted } from '../utils/admin-users-toasts';
import { withoutUser } from '../utils/admin-users';
import { adminUsersQueryOptions } from './get-admin-users';

// DELETE /api/admin/users/{userId} → { message }; an admin target is refused with 409 (docs/product.md "Admin: Users").
// The user's sessions end with the account, so their next request is refused.

export async function deleteUser(userId: string): Promise<void> {
  await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** The call and what it does to the cache: the row goes at once, then the list is read again. */
export const deleteUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteUser,
    onSuccess: async (_answer: void, userId: string) => {
      const { queryKey } = adminUsersQueryOptions();
      queryClient.setQueryData(queryKey, (users) => withoutUser(users, userId));
      await queryClient.invalidateQueries({ queryKey });
    },
  });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const options = deleteUserMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      toast(userDeleted());
      await options.onSuccess?.(...args);
    },
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(userDeleteFailed(error));
    },
  });
}
