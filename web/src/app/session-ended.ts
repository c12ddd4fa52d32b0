import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/auth-keys';
import { SESSION_EXPIRED_MESSAGE, onSessionRefused } from '../lib/api-client';
import { getStoredToken } from '../lib/auth-token';
import { authDialogActions } from '../lib/session/auth-dialog-store';
import { authActions, currentAuthStatus } from '../lib/session/auth-store';

// A session the server no longer accepts (logged out in another tab, expired, the account deleted): whatever call
// found out, read or write, the tab forgets the session and asks the user to sign in again, with the spec's words
// for it ('Session expired, please login again', 000 §8) above the Sign In form. Nothing is retried: the failed
// call's own feature still says what did not happen. docs/decisions.md (the SPA and a refused session) has the why.

/**
 * Whether a 401 means that this tab's session has ended. Not while the app is signed out (a visitor's 401 is the
 * sign-in prompt the feature shows) or still verifying a stored token at start-up (that check forgets it quietly),
 * and not when the request carried another session than the one in force now (the user signed in again meanwhile,
 * or an earlier 401 already ended it). The admin panel answers 401s itself, by the spec (001: to /login).
 */
export function endsTheSession(sentToken: string | null, now: { status: string; storedToken: string | null; pathname: string }): boolean {
  if (now.status !== 'signed-in' || sentToken !== now.storedToken) return false;
  return now.pathname !== '/admin' && !now.pathname.startsWith('/admin/');
}

/** Drops the token, the signed-in user and the cached session, then opens Sign In saying why. */
export function endSession(queryClient: QueryClient): void {
  authActions.signedOut();
  queryClient.removeQueries({ queryKey: authKeys.session() });
  authDialogActions.open('sign-in', SESSION_EXPIRED_MESSAGE);
}

/** Installed once, for the app's life; the answer uninstalls it. */
export function installSessionEndedReaction(queryClient: QueryClient): () => void {
  return onSessionRefused((sentToken) => {
    const now = { status: currentAuthStatus(), storedToken: getStoredToken(), pathname: window.location.pathname };
    if (endsTheSession(sentToken, now)) endSession(queryClient);
  });
}
