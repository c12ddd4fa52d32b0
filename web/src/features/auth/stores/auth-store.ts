import { create } from 'zustand';
import { clearStoredToken, storeToken } from '../../../lib/auth-token';
import type { AuthUser } from '../types';

// Client state of the session. The token itself lives in localStorage (lib/auth-token) so the API client,
// which knows nothing about features, can send it.
export type AuthStatus = 'verifying' | 'signed-in' | 'signed-out';

interface AuthState {
  user: AuthUser | null;
  status: AuthStatus;
  actions: {
    /** A stored token is being checked with the server (spec 000 §4: verify at start-up). */
    verifying: () => void;
    signedIn: (user: AuthUser, token?: string) => void;
    signedOut: () => void;
  };
}

const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  // Start-up verification arrives with the authentication issue; until then every visit starts signed out.
  status: 'signed-out',
  actions: {
    verifying: () => set({ status: 'verifying' }),
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
