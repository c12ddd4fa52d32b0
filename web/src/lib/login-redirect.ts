// A call refused with 401 on a page that needs a session sends the user to /login with a reason (docs/product.md "Admin
// panel": the admin panel says 'Please login to access admin panel'). The reason travels in the history entry's state,
// so a crafted link cannot put words on the page, and a reload of /login keeps it.

export const ADMIN_LOGIN_MESSAGE = 'Please login to access admin panel';

export interface LoginRedirect {
  /** Shown on /login. */
  message: string;
  /** Where to return once signed in again: a path of this app, or null. */
  from: string | null;
}

export function loginRedirect(message: string, from: string | null): LoginRedirect {
  return { message, from: from !== null && isAppPath(from) ? from : null };
}

/** The redirect reason in a location's state, or null when the page was opened otherwise. */
export function readLoginRedirect(state: unknown): LoginRedirect | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const { message } = state;
  if (typeof message !== 'string' || message === '') return null;
  const from = 'from' in state && typeof state.from === 'string' ? state.from : null;
  return loginRedirect(message, from);
}

/** A path on this origin ('/admin?section=users'), never another site ('//evil.example', 'https://...'). */
export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
