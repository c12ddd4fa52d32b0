import type { UserIdeaView } from '@app/domain/workspace/workspace-view';
import { create } from 'zustand';

// The idea-generation dialog, which 'Build My Idea' and 'Got a Problem?' both open (docs/product.md "Workspace and AI
// generation"), and the review dialog it hands over to with the generated idea. Both live in one store so the shell
// mounts one lazy component.
interface GenerationDialogState {
  isOpen: boolean;
  /** The idea 'Your Generated Solution' shows; null when that dialog is closed. */
  review: UserIdeaView | null;
  actions: {
    open: () => void;
    close: () => void;
    /** The generation dialog closes and the review dialog opens (docs/product.md "Workspace and AI generation"). */
    showReview: (idea: UserIdeaView) => void;
    closeReview: () => void;
  };
}

const useGenerationDialogStore = create<GenerationDialogState>()((set) => ({
  isOpen: false,
  review: null,
  actions: {
    open: () => set({ isOpen: true, review: null }),
    close: () => set({ isOpen: false }),
    showReview: (idea) => set({ isOpen: false, review: idea }),
    closeReview: () => set({ review: null }),
  },
}));

/** Whether either dialog is on screen (the shell mounts the lazy component while one is). */
export const useGenerationDialogOpen = () => useGenerationDialogStore((state) => state.isOpen || state.review !== null);
export const useGenerationFormOpen = () => useGenerationDialogStore((state) => state.isOpen);
export const useGeneratedIdeaReview = () => useGenerationDialogStore((state) => state.review);
export const useGenerationDialogActions = () => useGenerationDialogStore((state) => state.actions);
