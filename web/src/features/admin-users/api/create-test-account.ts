import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { adminUsersApi } from '@app/domain/users/users-api';
import { apiAnswer } from '../../../lib/api-client';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import type { AdminUser } from '../types';
import { testAccountCreated, testAccountFailed } from '../utils/admin-users-toasts';
import { adminUsersKeys } from './admin-users-keys';

// POST /api/admin/users/test-accounts { email, username, password } → { user } (ours: docs/product.md "Admin: Users"
// gives the rules, no path). The tier named in the address becomes the role; a refusal is 400 { message, errors: {
// field: message } }.

export interface TestAccountRequest {
  email: string;
  username: string;
  password: string;
}

/** Resolves with the new account (the list is read again). */
export async function createTestAccount({ email, username, password }: TestAccountRequest): Promise<AdminUser> {
  // Only the three fields: the role the shared schema derives is the server's to decide.
  const { user } = await apiAnswer(adminUsersApi.createTestAccount.responses[200], '/api/admin/users/test-accounts', {
    method: 'POST',
    body: { email, username, password },
  });
  return { id: user.id, username: user.username, email: user.email, role: user.role, createdAt: null };
}

export const createTestAccountMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: createTestAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.list() }),
  });

/** The form places the server's field errors itself. */
export function useCreateTestAccount() {
  const queryClient = useQueryClient();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const options = createTestAccountMutationOptions(queryClient);
  return useMutation({
    ...options,
    onSuccess: async (user, input, ...rest) => {
      toast(testAccountCreated(user.email ?? input.email, user.role));
      await options.onSuccess?.(user, input, ...rest);
    },
    onError: (error) => {
      if (!redirectIfSessionExpired(error)) toast(testAccountFailed(error));
    },
  });
}
