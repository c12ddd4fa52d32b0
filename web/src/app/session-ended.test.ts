import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The tab's reaction to a session the server refused (a 401 to a call sent while signed in): the token, the user and
// the cached session go, and Sign In opens saying 'Session expired, please login again'. The real API client, the
// real stores and a real query client; only fetch, storage and the address bar stand in.

const storage = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();
const location = { pathname: '/marketplace/7' };

beforeEach(() => {
  vi.resetModules();
  storage.clear();
  fetchMock.mockReset();
  location.pathname = '/marketplace/7';
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = { id: 'u1', email: 'ada@example.com', username: 'ada', role: 'PREMIUM', emailVerified: true } as const;
const refused = () => new Response(JSON.stringify({ message: 'Please sign in to access this feature' }), { status: 401, headers: { 'content-type': 'application/json' } });

/** A signed-in tab: the token stored, the user in the store, the session and an idea cached. */
async function signedInTab(token = 'tok-member') {
  storage.set('auth_token', token);
  const { apiRequest } = await import('../lib/api-client');
  const { authActions, currentAuthStatus } = await import('../lib/session/auth-store');
  const { authDialogActions } = await import('../lib/session/auth-dialog-store');
  const { authKeys } = await import('../features/auth/api/auth-keys');
  const { installSessionEndedReaction } = await import('./session-ended');
  authActions.signedIn(member);
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.session(), member);
  queryClient.setQueryData(['ideas', 7], { id: 7 });
  const open = vi.spyOn(authDialogActions, 'open');
  const uninstall = installSessionEndedReaction(queryClient);
  return { apiRequest, currentAuthStatus, queryClient, sessionKey: authKeys.session(), open, uninstall };
}

describe('a 401 to a call sent with the session in force', () => {
  it.each([
    ['a read', 'GET', '/api/collections'],
    ['a write', 'POST', '/api/collections/7'],
  ] as const)('%s: forgets the token, the user and the cached session, and opens Sign In saying why', async (_what, method, path) => {
    const tab = await signedInTab();
    fetchMock.mockResolvedValue(refused());

    await expect(tab.apiRequest(path, { method })).rejects.toMatchObject({ status: 401, message: 'Session expired, please login again' });

    expect(storage.has('auth_token')).toBe(false);
    expect(tab.currentAuthStatus()).toBe('signed-out');
    expect(tab.queryClient.getQueryData(tab.sessionKey)).toBeUndefined();
    expect(tab.open).toHaveBeenCalledExactlyOnceWith('sign-in', 'Session expired, please login again');
    // Not the session: what the page shows stays until it is read again.
    expect(tab.queryClient.getQueryData(['ideas', 7])).toEqual({ id: 7 });
  });

  it('reacts once when several calls are refused together', async () => {
    const tab = await signedInTab();
    fetchMock.mockImplementation(() => Promise.resolve(refused()));
    await Promise.allSettled([tab.apiRequest('/api/collections'), tab.apiRequest('/api/users/stats'), tab.apiRequest('/api/subscription')]);
    expect(tab.open).toHaveBeenCalledOnce();
  });

  it('on /login, signs out without opening Sign In over the page that offers it', async () => {
    const tab = await signedInTab();
    location.pathname = '/login';
    fetchMock.mockResolvedValue(refused());
    await tab.apiRequest('/api/auth/verify').catch(() => undefined);

    expect(storage.has('auth_token')).toBe(false);
    expect(tab.currentAuthStatus()).toBe('signed-out');
    expect(tab.open).not.toHaveBeenCalled();
  });
});

describe('a 401 that says nothing about the session in force', () => {
  it("is a signed-out visitor's own business: nothing changes", async () => {
    const { apiRequest } = await import('../lib/api-client');
    const { authDialogActions } = await import('../lib/session/auth-dialog-store');
    const { currentAuthStatus } = await import('../lib/session/auth-store');
    const { installSessionEndedReaction } = await import('./session-ended');
    const open = vi.spyOn(authDialogActions, 'open');
    installSessionEndedReaction(new QueryClient());
    fetchMock.mockResolvedValue(refused());

    await apiRequest('/api/collections/7', { method: 'POST' }).catch(() => undefined);

    expect(currentAuthStatus()).toBe('signed-out');
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves a newer session alone: the refused call was sent with another token', async () => {
    const tab = await signedInTab('tok-old');
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const call = tab.apiRequest('/api/collections');
    // The user signed in again while the call was on its way.
    storage.set('auth_token', 'tok-new');
    answer(refused());
    await call.catch(() => undefined);

    expect(storage.get('auth_token')).toBe('tok-new');
    expect(tab.currentAuthStatus()).toBe('signed-in');
    expect(tab.open).not.toHaveBeenCalled();
  });

  it('leaves the admin panel to send the admin to /login itself', async () => {
    const tab = await signedInTab();
    location.pathname = '/admin';
    fetchMock.mockResolvedValue(refused());
    await tab.apiRequest('/api/admin/users').catch(() => undefined);

    expect(storage.get('auth_token')).toBe('tok-member');
    expect(tab.open).not.toHaveBeenCalled();
  });

  it('is no longer heard once the reaction is uninstalled', async () => {
    const tab = await signedInTab();
    tab.uninstall();
    fetchMock.mockResolvedValue(refused());
    await tab.apiRequest('/api/collections').catch(() => undefined);
    expect(tab.currentAuthStatus()).toBe('signed-in');
  });
});

describe('reactionTo', () => {
  it.each([
    ['signed in, the same token, a member page', 'tok', { status: 'signed-in', storedToken: 'tok', pathname: '/workspace' }, 'sign-out-and-ask'],
    ['signed in on the cookie alone (no storage)', null, { status: 'signed-in', storedToken: null, pathname: '/settings' }, 'sign-out-and-ask'],
    ['a page whose name starts like admin', 'tok', { status: 'signed-in', storedToken: 'tok', pathname: '/administrators' }, 'sign-out-and-ask'],
    ['on /login, which asks to sign in already', 'tok', { status: 'signed-in', storedToken: 'tok', pathname: '/login' }, 'sign-out'],
    ['verifying a stored token at start-up', 'tok', { status: 'verifying', storedToken: 'tok', pathname: '/' }, 'none'],
    ['signed out', null, { status: 'signed-out', storedToken: null, pathname: '/' }, 'none'],
    ['another token in force', 'old', { status: 'signed-in', storedToken: 'new', pathname: '/' }, 'none'],
    ['the admin panel', 'tok', { status: 'signed-in', storedToken: 'tok', pathname: '/admin' }, 'none'],
    ['an admin sub-path', 'tok', { status: 'signed-in', storedToken: 'tok', pathname: '/admin/x' }, 'none'],
  ] as const)('%s → %s', async (_case, sentToken, now, expected) => {
    const { reactionTo } = await import('./session-ended');
    expect(reactionTo(sentToken, now)).toBe(expected);
  });
});
