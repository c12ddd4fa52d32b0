import { create } from 'zustand';

// Which authentication dialog is open. Anything that needs a signed-in user (the nav, a feature gate) opens it;
// a successful registration moves on to the Welcome dialog (docs/product.md "Accounts and sessions").
export type AuthDialogMode = 'sign-in' | 'register' | 'welcome';

interface AuthDialogState {
  mode: AuthDialogMode | null;
  /** Why the dialog opened by itself (a session the server refused), shown above the form; null otherwise. */
  notice: string | null;
  actions: {
    open: (mode: AuthDialogMode, notice?: string) => void;
    close: () => void;
  };
}

const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  mode: null,
  notice: null,
  actions: {
    open: (mode, notice) => set({ mode, notice: notice ?? null }),
    close: () => set({ mode: null, notice: null }),
  },
}));

export const useAuthDialogMode = () => useAuthDialogStore((state) => state.mode);
export const useAuthDialogNotice = () => useAuthDialogStore((state) => state.notice);
export const useAuthDialogActions = () => useAuthDialogStore((state) => state.actions);
/** The same actions outside React (the reaction to a refused session, app/session-ended.ts). */
export const authDialogActions = useAuthDialogStore.getState().actions;
