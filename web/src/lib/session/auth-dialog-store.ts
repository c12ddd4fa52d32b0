import { create } from 'zustand';

// Which authentication dialog is open. Anything that needs a signed-in user (the nav, a feature gate) opens it;
// a successful registration moves on to the Welcome dialog (spec 000 §2).
export type AuthDialogMode = 'sign-in' | 'register' | 'welcome';

interface AuthDialogState {
  mode: AuthDialogMode | null;
  actions: {
    open: (mode: AuthDialogMode) => void;
    close: () => void;
  };
}

const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  mode: null,
  actions: {
    open: (mode) => set({ mode }),
    close: () => set({ mode: null }),
  },
}));

export const useAuthDialogMode = () => useAuthDialogStore((state) => state.mode);
export const useAuthDialogActions = () => useAuthDialogStore((state) => state.actions);
