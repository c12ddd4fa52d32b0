import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { messageOf } from '../utils/auth-response';
import { verificationEmailFailed, verificationEmailSent } from '../utils/auth-toasts';

// POST /api/auth/resend-verification (bearer) → { message }. Not in the spec: our addition, so a user whose link
// expired or got lost is not stuck unverified.

export async function resendVerification(): Promise<{ message: string | undefined }> {
  const body = await apiRequest<unknown>('/api/auth/resend-verification', { method: 'POST' });
  return { message: messageOf(body) };
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => {
      toast(verificationEmailSent(message));
    },
    onError: (error) => {
      toast(verificationEmailFailed(error));
    },
  });
}
