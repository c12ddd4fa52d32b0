import { create } from 'zustand';

// Open state of the idea-generation dialog, which 'Build My Idea' and 'Got a Problem?' both open (spec 000 §2).
interface GenerationDialogState {
  isOpen: boolean;
  actions: {
    open: () => void;
    close: () => void;
  };
}

const useGenerationDialogStore = create<GenerationDialogState>()((set) => ({
  isOpen: false,
  actions: {
    open: () => set({ isOpen: true }),
    close: () => set({ isOpen: false }),
  },
}));

export const useGenerationDialogOpen = () => useGenerationDialogStore((state) => state.isOpen);
export const useGenerationDialogActions = () => useGenerationDialogStore((state) => state.actions);
