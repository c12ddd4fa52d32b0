import type { RegistrationInput } from '@app/domain/users/schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../hooks/use-start-session';
import type { AuthSession } from '../../../lib/session/auth-user';
import { parseAuthSession } from '../utils/auth-response';
import {
  InvalidAuthResponseError,
  REGISTRATION_INVALID_RESPONSE,
  registrationFailed,
  registrationSucceeded,
} from '../utils/auth-toasts';

// POST /api/auth/register { email, username, password, confirmPassword } → { token, user, message };
// a refusal is 400 { message, errors: { field: message } } (docs/product.md "Data model", "Accounts and sessions").

export async function register(input: RegistrationInput): Promise<AuthSession> {
  const session = parseAuthSession(await apiRequest<unknown>('/api/auth/register', { method: 'POST', body: input }));
  if (!session) throw new InvalidAuthResponseError(REGISTRATION_INVALID_RESPONSE);
  return session;
}

/** Creates the account and signs in with it; the form places the server's field errors itself. */
export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => {
      startSession(session);
      toast(registrationSucceeded());
    },
    onError: (error) => {
      toast(registrationFailed(error));
    },
  });
}
