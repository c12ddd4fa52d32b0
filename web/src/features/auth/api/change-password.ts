import type { PasswordChangeInput } from '@app/domain/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { SessionExpiredError, apiRequest } from '../../../lib/api-client';
import { passwordUpdateFailed, passwordUpdated } from '../utils/auth-toasts';
import { sessionQueryOptions } from './get-session';

// PUT /api/auth/password (bearer) { currentPassword, newPassword }; the answer is not used (spec 000 §7).

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  // Only the two fields the endpoint takes: the confirmation never leaves the browser.
  const { currentPassword, newPassword } = input;
  await apiRequest<unknown>('/api/auth/password', { method: 'PUT', body: { currentPassword, newPassword } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast(passwordUpdated());
    },
    onError: async (error) => {
      toast(passwordUpdateFailed(error));
      // The session ended meanwhile: asking the server again signs this tab out too.
      if (error instanceof SessionExpiredError) await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
