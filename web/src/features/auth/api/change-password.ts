import type { PasswordChangeInput } from '@app/domain/users/schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { passwordUpdateFailed, passwordUpdated } from '../utils/auth-toasts';

// PUT /api/auth/password (bearer) { currentPassword, newPassword }; the answer is not used (docs/product.md "Accounts
// and sessions").

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  // Only the two fields the endpoint takes: the confirmation never leaves the browser.
  const { currentPassword, newPassword } = input;
  await apiRequest<unknown>('/api/auth/password', { method: 'PUT', body: { currentPassword, newPassword } });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast(passwordUpdated());
    },
    // A 401 (the session ended meanwhile) has also signed this tab out: app/session-ended.ts.
    onError: (error) => {
      toast(passwordUpdateFailed(error));
    },
  });
}
