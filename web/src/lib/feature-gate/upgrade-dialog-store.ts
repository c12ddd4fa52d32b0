import { create } from 'zustand';

// Which tier the upgrade dialog offers, or null when it is closed (docs/product.md "Subscriptions and payments").
export type UpgradeTarget = 'PREMIUM' | 'PRO';

interface UpgradeDialogState {
  target: UpgradeTarget | null;
  actions: {
    open: (target: UpgradeTarget) => void;
    close: () => void;
  };
}

const useUpgradeDialogStore = create<UpgradeDialogState>()((set) => ({
  target: null,
  actions: {
    open: (target) => set({ target }),
    close: () => set({ target: null }),
  },
}));

export const useUpgradeDialogTarget = () => useUpgradeDialogStore((state) => state.target);
export const useUpgradeDialogActions = () => useUpgradeDialogStore((state) => state.actions);
