import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SessionExpiredError } from '../lib/api-client';
import { loginRedirect } from '../lib/login-redirect';

/**
 * For pages whose calls need a session: returns a function that, given a failed call's error, sends the user to
 * /login with `message` when the server answered 401 (and says it did so, so the caller shows no toast of its own).
 * The history entry is replaced: going back would only be refused again.
 */
export function useSessionExpiredRedirect(message: string): (error: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof SessionExpiredError)) return false;
      void navigate('/login', { replace: true, state: loginRedirect(message, `${pathname}${search}`) });
      return true;
    },
    [navigate, message, pathname, search],
  );
}
