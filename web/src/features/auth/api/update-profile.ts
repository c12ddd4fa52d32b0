import type { ProfileInput } from '@app/domain/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/session/auth-store';
import type { AuthUser } from '../../../lib/session/auth-user';
import { parseUserEnvelope } from '../utils/auth-response';
import { profileUpdateFailed, profileUpdated } from '../utils/auth-toasts';
import { sessionQueryOptions } from './get-session';

// PUT /api/auth/profile (bearer) { username } → { user } (docs/product.md "Accounts and sessions").

export async function updateProfile(input: ProfileInput): Promise<AuthUser | null> {
  return parseUserEnvelope(await apiRequest<unknown>('/api/auth/profile', { method: 'PUT', body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { signedIn } = useAuthActions();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user) {
        signedIn(user);
        queryClient.setQueryData(sessionQueryOptions().queryKey, user);
      } else {
        // The change went through but the answer did not say how the user looks now: ask.
        await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      }
      toast(profileUpdated());
    },
    // A 401 (the session ended meanwhile) has also signed this tab out: app/session-ended.ts.
    onError: (error) => {
      toast(profileUpdateFailed(error));
    },
  });
}
