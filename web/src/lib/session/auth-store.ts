import { create } from 'zustand';
import { clearStoredToken, getStoredToken, storeToken } from '../auth-token';
import type { AuthUser } from './auth-user';

// Client state of the session. The token itself lives in localStorage (lib/auth-token) so the API client,
// which knows nothing about features, can send it.
export type AuthStatus = 'verifying' | 'signed-in' | 'signed-out';

interface AuthState {
  user: AuthUser | null;
  status: AuthStatus;
  actions: {
    /** Login, registration or a verify answer (with the token only when a new one was issued). */
    signedIn: (user: AuthUser, token?: string) => void;
    /** Removes the token too (docs/product.md "Accounts and sessions": logout, or a failed verify). */
    signedOut: () => void;
  };
}

const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  // A stored token is checked with the server before anything is shown (docs/product.md "Accounts and sessions": verify
  // at start-up), so a reload never flashes the signed-out screen nor bounces a signed-in user off a page that needs
  // one.
  status: getStoredToken() ? 'verifying' : 'signed-out',
  actions: {
    signedIn: (user, token) => {
      if (token) storeToken(token);
      set({ user, status: 'signed-in' });
    },
    signedOut: () => {
      clearStoredToken();
      set({ user: null, status: 'signed-out' });
    },
  },
}));

export const useAuthUser = () => useAuthStore((state) => state.user);
export const useAuthStatus = () => useAuthStore((state) => state.status);
export const useAuthActions = () => useAuthStore((state) => state.actions);
/** The status and the actions outside React (the reaction to a refused session, app/session-ended.ts). */
export const currentAuthStatus = () => useAuthStore.getState().status;
export const authActions = useAuthStore.getState().actions;
