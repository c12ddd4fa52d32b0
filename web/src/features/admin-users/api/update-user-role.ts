import type { AssignableRole } from '@app/domain/users/schemas';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { roleUpdateFailed, roleUpdated } from '../utils/admin-users-toasts';
import { withRole } from '../utils/admin-users';
import { adminUsersQueryOptions } from './get-admin-users';

// PUT /api/admin/users/{userId}/role { role } → { message, position }; an admin target is refused with 409
// 'Admin accounts cannot be changed' (docs/product.md "Admin: Users").

export interface RoleChange {
  userId: string;
  role: AssignableRole;
}

export async function updateUserRole({ userId, role }: RoleChange): Promise<void> {
  await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { method: 'PUT', body: { role } });
}

/** The call and what it does to the cache: the row shows the new role at once, then the list is read again. */
export const updateUserRoleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateUserRole,
    onSuccess: async (_answer: void, { userId, role }: RoleChange) => {
      const { queryKey } = adminUsersQueryOptions();
      queryClient.setQueryData(queryKey, (users) => withRole(users, userId, role));
      await queryClient.invalidateQueries({ queryKey });
    },
  });

/** One per row, so each row knows whether its own change is on its way. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const options = updateUserRoleMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      toast(roleUpdated());
      await options.onSuccess?.(...args);
    },
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(roleUpdateFailed(error));
    },
  });
}
