import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRefreshSession } from '../../features/auth/api/get-session';
import { useAuthDialogActions } from '../../lib/session/auth-dialog-store';
import { useAuthUser } from '../../lib/session/auth-store';
import { readLoginRedirect } from '../../lib/login-redirect';
import { PlaceholderPage } from './placeholder-page';

// docs/product.md "Accounts and sessions": the target of the admin panel's redirect when a call answers 401, with
// 'Please login to access admin panel'. Ours: the page offers Sign In, and once signed in goes back to where the
// redirect came from.
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = readLoginRedirect(location.state);
  const user = useAuthUser();
  const { open } = useAuthDialogActions();
  const refreshSession = useRefreshSession();
  // Whether the user seen here was already signed in when the page opened (so is no reason to move on).
  const signedInOnArrival = useRef(user !== null);

  // The server refused the session, but this tab may still show the user: ask again, so the nav signs out too.
  const sentByRedirect = redirect !== null;
  useEffect(() => {
    if (sentByRedirect && signedInOnArrival.current) void refreshSession();
  }, [sentByRedirect, refreshSession]);

  // Signed in on this page: back to the page that sent the user here.
  const from = redirect?.from ?? null;
  useEffect(() => {
    if (user === null) signedInOnArrival.current = false;
    else if (!signedInOnArrival.current) void navigate(from ?? '/', { replace: true });
  }, [user, from, navigate]);

  return (
    <PlaceholderPage title="Sign In">
      {redirect && (
        <p className="login-message" role="alert">
          {redirect.message}
        </p>
      )}
      {user === null ? (
        <>
          <p className="page__lead">Sign in with your email and password to continue.</p>
          <button type="button" className="button button--primary" onClick={() => open('sign-in')}>
            Sign In
          </button>
        </>
      ) : (
        <>
          <p className="page__lead">You are signed in as {user.email}.</p>
          <Link to={from ?? '/'} replace className="button button--primary">
            Continue
          </Link>
        </>
      )}
    </PlaceholderPage>
  );
}
