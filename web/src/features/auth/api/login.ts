import type { LoginInput } from '@app/domain/users/schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../hooks/use-start-session';
import type { AuthSession } from '../../../lib/session/auth-user';
import { parseAuthSession } from '../utils/auth-response';
import { InvalidAuthResponseError, LOGIN_INVALID_RESPONSE, loginFailed, loginSucceeded } from '../utils/auth-toasts';

// POST /api/auth/login { email, password } → { token, user }; errors may be plain text (docs/product.md "Accounts and
// sessions").

export async function login(input: LoginInput): Promise<AuthSession> {
  const session = parseAuthSession(await apiRequest<unknown>('/api/auth/login', { method: 'POST', body: input }));
  if (!session) throw new InvalidAuthResponseError(LOGIN_INVALID_RESPONSE);
  return session;
}

/** Signs in and says so (or why not) in a toast; the dialog adds what is its own (closing). */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      startSession(session);
      toast(loginSucceeded(session.user));
    },
    onError: (error) => {
      toast(loginFailed(error));
    },
  });
}
