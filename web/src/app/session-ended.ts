import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/auth-keys';
import { SESSION_EXPIRED_MESSAGE, onSessionRefused } from '../lib/api-client';
import { getStoredToken } from '../lib/auth-token';
import { authDialogActions } from '../lib/session/auth-dialog-store';
import { authActions, currentAuthStatus } from '../lib/session/auth-store';

// A session the server no longer accepts (logged out on another device, expired, the account deleted): whatever call
// found out, read or write, the tab forgets the session and asks the user to sign in again, with the spec's words for
// it ('Session expired, please login again', docs/product.md "Accounts and sessions") above the Sign In form. Nothing
// is retried: the failed call's own feature still says what did not happen. docs/decisions.md (the SPA and a refused
// session) has the why.

export type SessionEndedReaction = 'none' | 'sign-out' | 'sign-out-and-ask';

/**
 * What a 401 means here. Nothing while the app is signed out (a visitor's 401 is the sign-in prompt the feature
 * shows) or still verifying a stored token at start-up (that check forgets it quietly), nor when the request carried
 * another session than the one in force now (the user signed in again meanwhile, or an earlier 401 already ended it),
 * nor on the admin panel, which answers 401s itself by sending the admin to /login. Otherwise the session
 * has ended: the tab signs out, and asks to sign in again, except on /login, which is that request already.
 */
export function reactionTo(sentToken: string | null, now: { status: string; storedToken: string | null; pathname: string }): SessionEndedReaction {
  if (now.status !== 'signed-in' || sentToken !== now.storedToken) return 'none';
  if (now.pathname === '/admin' || now.pathname.startsWith('/admin/')) return 'none';
  return now.pathname === '/login' ? 'sign-out' : 'sign-out-and-ask';
}

/** Drops the token, the signed-in user and the cached session; then, when `ask`, opens Sign In saying why. */
export function endSession(queryClient: QueryClient, ask: boolean): void {
  authActions.signedOut();
  queryClient.removeQueries({ queryKey: authKeys.session() });
  if (ask) authDialogActions.open('sign-in', SESSION_EXPIRED_MESSAGE);
}

/** Installed once, for the app's life; the answer uninstalls it. */
export function installSessionEndedReaction(queryClient: QueryClient): () => void {
  return onSessionRefused((sentToken) => {
    const reaction = reactionTo(sentToken, { status: currentAuthStatus(), storedToken: getStoredToken(), pathname: window.location.pathname });
    if (reaction !== 'none') endSession(queryClient, reaction === 'sign-out-and-ask');
  });
}
